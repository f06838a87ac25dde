import { fromCallback, fromPromise } from 'xstate';
import { memberCenterInApp } from '@his/machines/app';
import type { MemberCenterEvent } from '@his/machines/member-center';
import type { CenterAudience, CenterPage } from '@his/machines/member-center/pages';
import { withChunkTimeout } from '@/lib/lazy-route.ts';
import type { MemberCenterRouter } from './address-change.ts';
import { pageInSearch } from '@/lib/member-center-address.ts';

// The panel, the pages and the address changes are chunks of their own (load-page.ts): nothing
// of the centers but this file, the layer and the chart is in the first load. An address change
// waits for that chunk, which the page it names needs anyway.
const loadChunks = withChunkTimeout(() => import('./load-page.ts'));

/** The member center's page load: the panel, the page's chunk and its first data. */
export const loadMemberCenterPage = async (named: string): Promise<CenterPage> =>
  (await loadChunks()).loadPage(named);

/**
 * A center (the member center, or the agent center) as the app runs it: the address tells the
 * chart its page, the chart's `goTo` and `leave` change the address, and `loadPage` (the
 * center's own) brings the page's code and first data.
 */
export const centerLogic = (
  router: MemberCenterRouter,
  audience: CenterAudience,
  loadPage: (named: string) => Promise<CenterPage>,
) =>
  memberCenterInApp.provide({
    actors: {
      watchRoute: fromCallback<MemberCenterEvent>(({ sendBack }) => {
        const tell = () =>
          sendBack({
            type: 'route.changed',
            page: pageInSearch(router.state.location.search, audience),
          });
        tell();
        return router.subscribe(tell);
      }),
      loadPage: fromPromise(({ input }) => loadPage(input.page)),
    },
    actions: {
      goTo: (_, { page }) =>
        void loadChunks().then((chunk) => chunk.changeAddress(router, audience, page)),
      leave: () => void loadChunks().then((chunk) => chunk.changeAddress(router, audience, null)),
    },
  });
