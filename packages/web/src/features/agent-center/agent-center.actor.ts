import type { AgentCenterPage } from '@his/machines/member-center/pages';
import { withChunkTimeout } from '@/lib/lazy-route.ts';

// The agent center's panel and pages are chunks of their own: nothing of it but this file is in
// the first load.
const loadChunks = withChunkTimeout(() => import('./load-page.ts'));

/** The agent center's page load (its chart's `loadPage`): the menu, the page's chunk and data. */
export const loadAgentCenterPage = async (named: string): Promise<AgentCenterPage> =>
  (await loadChunks()).loadAgentPage(named);
