import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Viewer } from '../game-launch/game-launch.logic.ts';
import type { MemberCenterPage } from './member-center.pages.ts';

/** Who is on screen, as the app tells it; `unknown` until the session has said. */
export type MemberCenterViewer = Viewer | 'unknown';

export type MemberCenterEvent =
  // from the address (the web watches it): its `mc` value as written, or null; the page load
  // reads it (an unknown value opens the default page)
  | { type: 'route.changed'; page: string | null }
  // from the app
  | { type: 'viewer.changed'; viewer: MemberCenterViewer }
  | { type: 'memberCenter.open'; page: MemberCenterPage; menuFirst: boolean }
  // from the member center on screen
  | { type: 'memberCenter.choose'; page: MemberCenterPage }
  | { type: 'memberCenter.menu' }
  | { type: 'memberCenter.retry' }
  | { type: 'memberCenter.close' };

export interface MemberCenterContext {
  /** What the address names (null: the center is closed), as written until its page loaded. */
  page: string | null;
  /** The page on screen while another one loads; null while nothing is shown. */
  shown: MemberCenterPage | null;
  viewer: MemberCenterViewer;
  /** A phone shows the page list first (the nickname), not the page (deposit, a link). */
  menuFirst: boolean;
}

export type MemberCenterTag = 'visible' | 'loading';

/**
 * The member center (SPEC §2): which page the address names, whether the viewer may see it, and
 * the page's code and first data loaded before the panel shows. The address is the truth (a
 * reload, Back and a shared link land on the same page): choosing a page or closing only changes
 * the address (`goTo`, `leave`), and the web's `watchRoute` tells the chart what it now says.
 */
export const memberCenterMachine = setup({
  types: {
    context: {} as MemberCenterContext,
    events: {} as MemberCenterEvent,
    tags: {} as MemberCenterTag,
  },
  actors: {
    // The web: the address's page now and after every navigation.
    watchRoute: fromCallback<MemberCenterEvent>(() => undefined),
    // The web: the page's chunk and its first data; it answers the page it loaded.
    loadPage: fromPromise<MemberCenterPage, { page: string }>(async () => 'securityCenter'),
  },
  guards: {
    closesCenter: ({ event }) => event.type === 'route.changed' && event.page === null,
    namesOtherPage: ({ context, event }) =>
      event.type === 'route.changed' && event.page !== null && event.page !== context.page,
    isMember: ({ context }) => context.viewer === 'member',
    isTrial: ({ context }) => context.viewer === 'trial',
    isVisitor: ({ context }) => context.viewer === 'visitor',
    opensOnMenu: ({ context }) => context.menuFirst,
    leavesMember: ({ event }) => event.type === 'viewer.changed' && event.viewer !== 'member',
    isShownPage: ({ context, event }) =>
      event.type === 'memberCenter.choose' && event.page === context.shown,
  },
  actions: {
    rememberPage: assign((_, params: { page: string | null }) => ({ page: params.page })),
    rememberViewer: assign((_, params: { viewer: MemberCenterViewer }) => ({
      viewer: params.viewer,
    })),
    rememberMenuFirst: assign((_, params: { menuFirst: boolean }) => ({
      menuFirst: params.menuFirst,
    })),
    showPage: assign((_, params: { page: MemberCenterPage }) => ({
      shown: params.page,
      page: params.page,
    })),
    forgetMenuFirst: assign({ menuFirst: false }),
    forget: assign({ page: null, shown: null, menuFirst: false }),
    // The web: the address with `mc` set to the page (a new history entry) or removed.
    goTo: (_, _params: { page: MemberCenterPage }) => {},
    leave: () => {},
    // The app: the real-account warning, the login popup.
    refuseTrial: () => {},
    askLogin: () => {},
  },
}).createMachine({
  id: 'memberCenter',
  description:
    'The member center: the page the address names, refused to a trial account, asked of a visitor by the login popup, and shown only once its code and first data are in.',
  context: { page: null, shown: null, viewer: 'unknown', menuFirst: false },
  invoke: { id: 'watchRoute', src: 'watchRoute' },
  on: {
    'viewer.changed': {
      actions: { type: 'rememberViewer', params: ({ event }) => ({ viewer: event.viewer }) },
      description: 'The app says who is on screen now (a visitor, a trial account, a member).',
    },
  },
  initial: 'closed',
  states: {
    closed: {
      description: 'The address names no page: nothing of the center shows.',
      on: {
        'route.changed': {
          guard: 'namesOtherPage',
          target: 'deciding',
          actions: { type: 'rememberPage', params: ({ event }) => ({ page: event.page }) },
          description:
            'The address names a page (a header entry, a reload, Back, a shared link): who may see it is decided.',
        },
        'memberCenter.open': {
          actions: [
            { type: 'rememberMenuFirst', params: ({ event }) => ({ menuFirst: event.menuFirst }) },
            { type: 'goTo', params: ({ event }) => ({ page: event.page }) },
          ],
          description:
            'A real account pressed the nickname (security center, the page list first on a phone), deposit or betting record: the address names that page.',
        },
      },
    },
    deciding: {
      description: 'Transient: the viewer decides what the named page leads to.',
      always: [
        {
          guard: 'isMember',
          target: 'open',
          description: 'A real member: the page loads.',
        },
        {
          guard: 'isTrial',
          target: 'closed',
          actions: ['forget', 'leave', 'refuseTrial'],
          description:
            'A trial account: the address loses the page and the real-account warning shows (SPEC §5, §8).',
        },
        {
          guard: 'isVisitor',
          target: 'waiting',
          actions: 'askLogin',
          description: 'A visitor: the login popup opens and the page waits for the member.',
        },
        {
          target: 'waiting',
          description: 'The session has not said who is there yet (boot restoring a member).',
        },
      ],
    },
    waiting: {
      description: 'A page is named, and the center waits to learn who is on screen.',
      on: {
        'viewer.changed': {
          target: 'deciding',
          actions: { type: 'rememberViewer', params: ({ event }) => ({ viewer: event.viewer }) },
          description: 'The session said who is there: the page is decided again.',
        },
        'route.changed': [
          {
            guard: 'closesCenter',
            target: 'closed',
            actions: 'forget',
            description: 'The address no longer names a page (Back): nothing waits.',
          },
          {
            actions: { type: 'rememberPage', params: ({ event }) => ({ page: event.page }) },
            description: 'The address names another page: that one waits instead.',
          },
        ],
      },
    },
    open: {
      description:
        'A member’s center: the named page loads, shows or failed; what the player and the address do apply to all three.',
      initial: 'loading',
      on: {
        'route.changed': [
          {
            guard: 'closesCenter',
            target: 'closed',
            actions: 'forget',
            description: 'The address no longer names a page (Back): the center closes.',
          },
          {
            guard: 'namesOtherPage',
            target: '.loading',
            reenter: true,
            actions: { type: 'rememberPage', params: ({ event }) => ({ page: event.page }) },
            description:
              'The address names another page (a choice, Back, Forward, a link): it loads while the page on screen stays.',
          },
        ],
        'memberCenter.choose': {
          actions: { type: 'goTo', params: ({ event }) => ({ page: event.page }) },
          description: 'Another page was chosen in the list: the address names it.',
        },
        'memberCenter.close': {
          target: 'closed',
          actions: ['forget', 'leave'],
          description:
            'The close button or Escape: the center closes and the address loses the page.',
        },
        'viewer.changed': {
          guard: 'leavesMember',
          target: 'closed',
          actions: [
            { type: 'rememberViewer', params: ({ event }) => ({ viewer: event.viewer }) },
            'forget',
            'leave',
          ],
          description: 'The member signed out: the center closes.',
        },
      },
      states: {
        loading: {
          description:
            'The page’s code and first data load; the page on screen, if any, stays (the trigger or the list entry shows it is busy).',
          tags: ['loading'],
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({ page: context.page ?? '' }),
            onDone: {
              target: 'shown',
              actions: { type: 'showPage', params: ({ event }) => ({ page: event.output }) },
              description: 'The page is ready: the center shows it.',
            },
            onError: {
              target: 'failed',
              description:
                'The page’s code or data did not come: the center says so and offers a retry.',
            },
          },
        },
        shown: {
          description:
            'The page is on screen: beside the page list on a desktop; on a phone the list or the page over it.',
          tags: ['visible'],
          initial: 'routing',
          states: {
            routing: {
              description: 'Transient: a phone shows the list first when the nickname opened it.',
              always: [
                {
                  guard: 'opensOnMenu',
                  target: 'menu',
                  actions: 'forgetMenuFirst',
                  description: 'Opened from the nickname: the list first.',
                },
                { target: 'page', description: 'Opened on a page: the page.' },
              ],
            },
            menu: {
              description: 'A phone shows the page list.',
              on: {
                'memberCenter.choose': {
                  guard: 'isShownPage',
                  target: 'page',
                  description: 'The page on screen was chosen: it opens over the list.',
                },
              },
            },
            page: {
              description: 'A phone shows the page over the list.',
              on: {
                'memberCenter.menu': {
                  target: 'menu',
                  description: 'The phone’s back button: the list again.',
                },
              },
            },
          },
        },
        failed: {
          description: 'The page did not load: the center says so with a retry.',
          tags: ['visible'],
          on: {
            'memberCenter.retry': {
              target: 'loading',
              description: 'The player asked again: the page loads again.',
            },
            'memberCenter.open': {
              target: 'loading',
              actions: { type: 'goTo', params: ({ event }) => ({ page: event.page }) },
              description:
                'A header entry was pressed again (the center could not show at all): the page it names loads.',
            },
          },
        },
      },
    },
  },
});
