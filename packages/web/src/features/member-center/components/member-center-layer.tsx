import type { CenterAudience } from '@his/machines/member-center/pages';
import { centerActors } from '@/lib/actors.ts';
import { loadedChunks, type MenuBadges } from '../loaded-chunks.ts';

/**
 * Where a center shows, above every page. Its chart makes it visible only once the panel and the
 * page are loaded (`loadedChunks`), so it renders them at once, never an empty panel. A first
 * load that failed has no panel: the header entry says so and retries. `menuBadges` are the
 * app's additions to menu entries (the missions' count).
 */
export const CenterLayer = ({
  audience,
  menuBadges,
}: {
  audience: CenterAudience;
  menuBadges?: MenuBadges;
}) => {
  // While another page loads, the page on screen stays.
  const visible = centerActors[audience].useSelector(
    (snapshot) => snapshot.hasTag('visible') || snapshot.context.shown !== null,
  );
  const Panel = loadedChunks[audience].panel;
  return visible && Panel ? <Panel menuBadges={menuBadges} /> : null;
};
