import { fromCallback, fromPromise } from 'xstate';
import { memberCenterInApp } from '@his/machines/app';
import type { MemberCenterEvent } from '@his/machines/member-center';
import { withChunkTimeout } from '@/lib/lazy-route.ts';
import type { MemberCenterRouter } from './address-change.ts';
import { pageInSearch } from '@/lib/member-center-address.ts';

// The panel, the pages and the address changes are chunks of their own (load-page.ts): nothing
// of the member center but this file, the layer and the chart is in the first load. An address
// change waits for that chunk, which the page it names needs anyway.
const loadChunks = withChunkTimeout(() => import('./load-page.ts'));

/**
 * The member center as the app runs it: the address tells the chart its page, the chart's
 * `goTo` and `leave` change the address, and `loadPage` brings the page's code and first data.
 */
export const memberCenterLogic = (router: MemberCenterRouter) => {
  return memberCenterInApp.provide({
    actors: {
      watchRoute: fromCallback<MemberCenterEvent>(({ sendBack }) => {
        const tell = () =>
          sendBack({ type: 'route.changed', page: pageInSearch(router.state.location.search) });
        tell();
        return router.subscribe(tell);
      }),
      loadPage: fromPromise(async ({ input }) => (await loadChunks()).loadPage(input.page)),
    },
    actions: {
      goTo: (_, { page }) => void loadChunks().then((chunk) => chunk.changeAddress(router, page)),
      leave: () => void loadChunks().then((chunk) => chunk.changeAddress(router, null)),
    },
  });
};
