import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../common/error-code.ts';

export interface LiveCountInput {
  /** How often the count is asked for while the page shows. */
  pollMs: number;
}

export interface LiveCountContext {
  pollMs: number;
  /** The count as last heard; null until the first answer. */
  count: number | null;
  /** Error code of the last failed load, or null once a load succeeds. */
  error: string | null;
  /** Loads failed in a row: each one doubles the wait before the next try. */
  failures: number;
}

export type LiveCountEvent =
  /** Something may have changed it: the window got the focus back, a page changed what it counts. */
  | { type: 'count.refresh' }
  /** Another answer carried the count (a page's own list, a claim, mark all read). */
  | { type: 'count.seen'; count: number }
  | { type: 'page.hidden' }
  | { type: 'page.visible' };

export type LiveCountTag = 'loading' | 'failed' | 'paused';

/** The longest wait between tries after failures. */
export const backoffMaxMs = 300_000;

/** The wait before the next try after `failures` failed loads in a row: the poll interval doubled each time. */
export const backoffMs = (pollMs: number, failures: number): number =>
  Math.min(pollMs * 2 ** Math.max(0, failures - 1), backoffMaxMs);

/**
 * A count the header keeps fresh without a reload (issue 16): the unread platform messages
 * (`CSP_unreadCount`, every 30 s) and the claimable missions (`MCSFE_getMissionSummaryDetails`,
 * every minute). The web runs one actor per count while a real member is on screen (stopping it
 * is the logout) and supplies `loadCount`. It asks at once, then every `pollMs` while the page is
 * visible; a hidden page asks nothing and asks at once when shown again. A failure keeps the last
 * count and waits longer before each new try ({@link backoffMs}, up to 5 minutes). A refresh (the
 * window's focus, a page's change) asks at once; one that comes while a call runs starts it
 * again, so an answer from before the change never wins. A hidden page ignores refreshes: the
 * page shown again asks anyway.
 */
export const liveCountMachine = setup({
  types: {
    context: {} as LiveCountContext,
    events: {} as LiveCountEvent,
    tags: {} as LiveCountTag,
    input: {} as LiveCountInput,
  },
  actors: {
    loadCount: fromPromise<number>(() =>
      Promise.reject(new Error('loadCount is supplied by the app with liveCountMachine.provide')),
    ),
  },
  delays: {
    poll: ({ context }) => context.pollMs,
    backoff: ({ context }) => backoffMs(context.pollMs, context.failures),
  },
  actions: {
    rememberCount: assign((_, params: { count: number }) => ({
      count: params.count,
      error: null,
      failures: 0,
    })),
    rememberError: assign(({ context }, params: { error: unknown }) => ({
      error: errorCodeOf(params.error),
      failures: context.failures + 1,
    })),
  },
}).createMachine({
  id: 'liveCount',
  description:
    'A count the header keeps fresh for the member on screen (unread messages, claimable missions), polled while the page shows.',
  context: ({ input }) => ({ pollMs: input.pollMs, count: null, error: null, failures: 0 }),
  initial: 'loading',
  on: {
    'count.seen': {
      actions: { type: 'rememberCount', params: ({ event }) => ({ count: event.count }) },
      description: 'A page’s answer carried the count: it shows at once, without a call.',
    },
    'page.hidden': {
      target: '.paused',
      description:
        'The page is hidden (another tab, a minimised window): nothing is asked meanwhile.',
    },
  },
  states: {
    loading: {
      description: 'The count call runs; the last count stays on screen.',
      tags: ['loading'],
      invoke: {
        id: 'loadCount',
        src: 'loadCount',
        onDone: {
          target: 'waiting',
          actions: { type: 'rememberCount', params: ({ event }) => ({ count: event.output }) },
          description: 'The count arrived and replaces the previous one.',
        },
        onError: {
          target: 'backingOff',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          description: 'The call failed: the last count stays, the next try waits longer.',
        },
      },
      on: {
        'count.refresh': {
          target: 'loading',
          reenter: true,
          description:
            'Something changed while the call ran: it starts again, so the count from before the change never shows.',
        },
        'count.seen': {
          target: 'loading',
          reenter: true,
          actions: { type: 'rememberCount', params: ({ event }) => ({ count: event.count }) },
          description:
            'A page’s answer carried the count while the call ran: it shows, and the call starts again, since it may have been asked before the change.',
        },
      },
    },
    waiting: {
      description: 'Up to date; the next call is due after the poll interval.',
      after: {
        poll: { target: 'loading', description: 'Time to ask again.' },
      },
      on: {
        'count.refresh': {
          target: 'loading',
          description: 'Something may have changed: ask now.',
        },
      },
    },
    backingOff: {
      description:
        'The last call failed: the next try waits twice as long as the one before, up to 5 minutes.',
      tags: ['failed'],
      after: {
        backoff: { target: 'loading', description: 'Try again.' },
      },
      on: {
        'count.seen': {
          target: 'waiting',
          actions: { type: 'rememberCount', params: ({ event }) => ({ count: event.count }) },
          description:
            'A page’s answer carried the count: the platform answers again, so polling goes back to its interval.',
        },
        'count.refresh': {
          target: 'loading',
          description: 'Something may have changed: try now.',
        },
      },
    },
    paused: {
      description: 'The page is hidden: no call until it shows again.',
      tags: ['paused'],
      on: {
        'page.visible': { target: 'loading', description: 'The page shows again: ask at once.' },
      },
    },
  },
});
