import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../common/error-code.ts';

export interface UnreadCountContext {
  /** The member's unread platform messages as last heard; null until the first answer. */
  count: number | null;
  /** Error code of the last failed load, or null once a load succeeds. */
  error: string | null;
  /** Loads failed in a row: each one doubles the wait before the next try. */
  failures: number;
}

export type UnreadCountEvent =
  /** Something may have changed it: the window got the focus back, a page read a message. */
  | { type: 'unread.refresh' }
  /** Another answer carried the count (the inbox page, mark all read, delete). */
  | { type: 'unread.seen'; count: number }
  | { type: 'page.hidden' }
  | { type: 'page.visible' };

export type UnreadCountTag = 'loading' | 'failed' | 'paused';

/** How often the count is asked for while the member is on screen and the page visible. */
export const unreadPollMs = 30_000;
/** The longest wait between tries after failures (30 s, 60 s, 120 s, 240 s, then 5 min). */
export const unreadBackoffMaxMs = 300_000;

/** The wait before the next try after `failures` failed loads in a row. */
export const backoffMs = (failures: number): number =>
  Math.min(unreadPollMs * 2 ** Math.max(0, failures - 1), unreadBackoffMaxMs);

/**
 * The header's count of unread platform messages (issue 16, `CSP_unreadCount`), kept fresh
 * without a reload. The web runs it while a real member is on screen (stopping it is the logout)
 * and supplies `loadUnreadCount`. It asks at once, then every {@link unreadPollMs} while the page
 * is visible; a hidden page asks nothing and asks at once when shown again. A failure keeps the
 * last count and waits longer before each new try ({@link backoffMs}). A refresh (the window's
 * focus, a message read or deleted) asks at once; one that comes while a call runs starts it
 * again, so an answer from before the change never wins. A hidden page ignores refreshes: the
 * page shown again asks anyway.
 */
export const unreadCountMachine = setup({
  types: {
    context: {} as UnreadCountContext,
    events: {} as UnreadCountEvent,
    tags: {} as UnreadCountTag,
  },
  actors: {
    loadUnreadCount: fromPromise<number>(() =>
      Promise.reject(
        new Error('loadUnreadCount is supplied by the app with unreadCountMachine.provide'),
      ),
    ),
  },
  delays: {
    poll: unreadPollMs,
    backoff: ({ context }) => backoffMs(context.failures),
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
  id: 'unreadCount',
  description: 'The unread platform messages of the member on screen, polled while the page shows.',
  context: { count: null, error: null, failures: 0 },
  initial: 'loading',
  on: {
    'unread.seen': {
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
        id: 'loadUnreadCount',
        src: 'loadUnreadCount',
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
        'unread.refresh': {
          target: 'loading',
          reenter: true,
          description:
            'Something changed while the call ran: it starts again, so the count from before the change never shows.',
        },
        'unread.seen': {
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
        'unread.refresh': {
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
        'unread.seen': {
          target: 'waiting',
          actions: { type: 'rememberCount', params: ({ event }) => ({ count: event.count }) },
          description:
            'A page’s answer carried the count: the platform answers again, so polling goes back to its interval.',
        },
        'unread.refresh': {
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
