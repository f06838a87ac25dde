import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { isAgentType, trialAccountType } from '@his/shared/constants';
import type { CenterAudience, CenterPage } from './member-center.pages.ts';

/**
 * Who is on screen, as the app tells it (`centerViewerOf`): nobody, a trial account, a real
 * player, a real agent; `unknown` until the session has said.
 */
export type CenterViewer = 'visitor' | 'trial' | 'member' | 'agent' | 'unknown';

/** The viewer a signed-in account (or nobody: null) is to the centers. */
export const centerViewerOf = (member: { type: number } | null): CenterViewer => {
  if (member === null) return 'visitor';
  if (member.type === trialAccountType) return 'trial';
  return isAgentType(member.type) ? 'agent' : 'member';
};

/** Whether that viewer may see the center: an agent both, another real account the member center. */
export const mayOpenCenter = (audience: CenterAudience, viewer: CenterViewer): boolean =>
  viewer === 'agent' || (viewer === 'member' && audience === 'members');

export type MemberCenterEvent =
  // from the address (the web watches it): its value as written, or null; the page load reads
  // it (an unknown value opens the default page)
  | { type: 'route.changed'; page: string | null }
  // from the app
  | { type: 'viewer.changed'; viewer: CenterViewer }
  | { type: 'center.open'; page: CenterPage; menuFirst: boolean }
  // from the center on screen
  | { type: 'center.choose'; page: CenterPage }
  | { type: 'center.menu' }
  | { type: 'center.retry' }
  | { type: 'center.close' };

export interface MemberCenterInput {
  audience: CenterAudience;
}

export interface MemberCenterContext {
  /** Whom the center is for: every real account, or agents only. */
  audience: CenterAudience;
  /** What the address names (null: the center is closed), as written until its page loaded. */
  page: string | null;
  /** The page on screen while another one loads; null while nothing is shown. */
  shown: CenterPage | null;
  viewer: CenterViewer;
  /** A phone shows the page list first (the nickname), not the page (deposit, a link). */
  menuFirst: boolean;
}

export type MemberCenterTag = 'visible' | 'loading';

/**
 * The member center and the agent center (SPEC §2): which page the address names, whether the
 * viewer may see it, and the page's code and first data loaded before the panel shows. One chart
 * serves both: they differ only in whom they are for (`audience`) and in their pages, which the
 * web's page load reads. The address is the truth (a reload, Back and a shared link land on the
 * same page): choosing a page or closing only changes the address (`goTo`, `leave`), and the
 * web's `watchRoute` tells the chart what it now says.
 */
export const memberCenterMachine = setup({
  types: {
    context: {} as MemberCenterContext,
    events: {} as MemberCenterEvent,
    input: {} as MemberCenterInput,
    tags: {} as MemberCenterTag,
  },
  actors: {
    // The web: the address's page now and after every navigation.
    watchRoute: fromCallback<MemberCenterEvent>(() => undefined),
    // The web: the page's chunk and its first data; it answers the page it loaded.
    loadPage: fromPromise<CenterPage, { page: string }>(async () => 'securityCenter'),
  },
  guards: {
    closesCenter: ({ event }) => event.type === 'route.changed' && event.page === null,
    namesOtherPage: ({ context, event }) =>
      event.type === 'route.changed' && event.page !== null && event.page !== context.page,
    mayOpen: ({ context }) => mayOpenCenter(context.audience, context.viewer),
    isTrial: ({ context }) => context.viewer === 'trial',
    isVisitor: ({ context }) => context.viewer === 'visitor',
    isSignedIn: ({ context }) => context.viewer === 'member' || context.viewer === 'agent',
    opensOnMenu: ({ context }) => context.menuFirst,
    losesAccess: ({ context, event }) =>
      event.type === 'viewer.changed' && !mayOpenCenter(context.audience, event.viewer),
    isShownPage: ({ context, event }) =>
      event.type === 'center.choose' && event.page === context.shown,
  },
  actions: {
    rememberPage: assign((_, params: { page: string | null }) => ({ page: params.page })),
    rememberViewer: assign((_, params: { viewer: CenterViewer }) => ({
      viewer: params.viewer,
    })),
    rememberMenuFirst: assign((_, params: { menuFirst: boolean }) => ({
      menuFirst: params.menuFirst,
    })),
    showPage: assign((_, params: { page: CenterPage }) => ({
      shown: params.page,
      page: params.page,
    })),
    forgetMenuFirst: assign({ menuFirst: false }),
    forget: assign({ page: null, shown: null, menuFirst: false }),
    // The web: the address with `mc` set to the page (a new history entry) or removed.
    goTo: (_, _params: { page: CenterPage }) => {},
    leave: () => {},
    // The app: the real-account warning, the login popup, the agents-only notice.
    refuseTrial: () => {},
    refuseNonAgent: () => {},
    askLogin: () => {},
  },
}).createMachine({
  id: 'memberCenter',
  description:
    'The member center, or the agent center: the page the address names, refused to a trial account (and the agent center to a player), asked of a visitor by the login popup, and shown only once its code and first data are in.',
  context: ({ input }) => ({
    audience: input.audience,
    page: null,
    shown: null,
    viewer: 'unknown',
    menuFirst: false,
  }),
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
        'center.open': {
          actions: [
            { type: 'rememberMenuFirst', params: ({ event }) => ({ menuFirst: event.menuFirst }) },
            { type: 'goTo', params: ({ event }) => ({ page: event.page }) },
          ],
          description:
            'A real account pressed a header entry (the nickname: security center, the page list first on a phone; deposit; betting record; the agent center): the address names that page.',
        },
      },
    },
    deciding: {
      description: 'Transient: the viewer decides what the named page leads to.',
      always: [
        {
          guard: 'mayOpen',
          target: 'open',
          description:
            'A real account the center is for (any for the member center, an agent for the agent center): the page loads.',
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
          guard: 'isSignedIn',
          target: 'closed',
          actions: ['forget', 'leave', 'refuseNonAgent'],
          description:
            'A player asked for the agent center: the address loses the page and the player is told it is for agents (SPEC §6).',
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
        'center.choose': {
          actions: { type: 'goTo', params: ({ event }) => ({ page: event.page }) },
          description: 'Another page was chosen in the list: the address names it.',
        },
        'center.close': {
          target: 'closed',
          actions: ['forget', 'leave'],
          description:
            'The close button or Escape: the center closes and the address loses the page.',
        },
        'viewer.changed': {
          guard: 'losesAccess',
          target: 'closed',
          actions: [
            { type: 'rememberViewer', params: ({ event }) => ({ viewer: event.viewer }) },
            'forget',
            'leave',
          ],
          description:
            'The member signed out (or another account without access is on screen): the center closes.',
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
                'center.choose': {
                  guard: 'isShownPage',
                  target: 'page',
                  description: 'The page on screen was chosen: it opens over the list.',
                },
              },
            },
            page: {
              description: 'A phone shows the page over the list.',
              on: {
                'center.menu': {
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
            'center.retry': {
              target: 'loading',
              description: 'The player asked again: the page loads again.',
            },
            'center.open': {
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
