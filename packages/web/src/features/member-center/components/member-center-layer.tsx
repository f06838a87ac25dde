import { MemberCenterActor } from '@/lib/actors.ts';
import { loadedChunks } from '../loaded-chunks.ts';

/**
 * Where the member center shows, above every page. The chart makes it visible only once the
 * panel and the page are loaded (`loadedChunks`), so it renders them at once, never an empty
 * panel. A first load that failed has no panel: the header entry says so and retries.
 */
export const MemberCenterLayer = () => {
  // While another page loads, the page on screen stays.
  const visible = MemberCenterActor.useSelector(
    (snapshot) => snapshot.hasTag('visible') || snapshot.context.shown !== null,
  );
  const Panel = loadedChunks.panel;
  return visible && Panel ? <Panel /> : null;
};
