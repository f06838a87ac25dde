import { assign, fromPromise, setup } from 'xstate';
import type { Balance } from '@his/shared/schemas/wallet';
import { errorCodeOf } from '../common/error-code.ts';

export interface BalanceContext {
  /** The last balance that loaded; kept through reloads and failures. */
  balance: Balance | null;
  /** The player chose to mask the amount (`***`). */
  hidden: boolean;
  /** Error code of the last failed load, or null once a load succeeds. */
  error: string | null;
  /**
   * A refresh was asked for while a load ran (a game's bet, then its win, a moment apart): the
   * amount that load brings may predate it, so another load follows at once.
   */
  again: boolean;
}

export type BalanceEvent = { type: 'balance.refresh' } | { type: 'balance.toggle' };

export type BalanceTag = 'loading' | 'hidden' | 'failed';

/**
 * The header wallet balance of a logged-in member: loads on start, reloads on demand, and
 * masks the amount on request. The web supplies `loadBalance` (GET /wps/v2/wallets/balance).
 */
export const balanceMachine = setup({
  types: {
    context: {} as BalanceContext,
    events: {} as BalanceEvent,
    tags: {} as BalanceTag,
  },
  actors: {
    loadBalance: fromPromise<Balance>(() =>
      Promise.reject(new Error('loadBalance is supplied by the app with balanceMachine.provide')),
    ),
  },
  actions: {
    rememberBalance: assign((_, params: { balance: Balance }) => ({
      balance: params.balance,
      error: null,
    })),
    rememberError: assign((_, params: { error: unknown }) => ({
      error: errorCodeOf(params.error),
    })),
    noteRefresh: assign({ again: true }),
    clearRefresh: assign({ again: false }),
    hideAmount: assign({ hidden: true }),
    showAmount: assign({ hidden: false }),
  },
  guards: {
    refreshAsked: ({ context }) => context.again,
  },
}).createMachine({
  id: 'balance',
  description: 'The logged-in member’s wallet balance in the header.',
  type: 'parallel',
  context: { balance: null, hidden: false, error: null, again: false },
  states: {
    data: {
      description: 'Loading and reloading the amount.',
      initial: 'loading',
      states: {
        loading: {
          description:
            'The balance call is running; the amount shows a placeholder. A refresh asked for meanwhile is kept: another load follows this one.',
          tags: ['loading'],
          on: {
            'balance.refresh': {
              actions: 'noteRefresh',
              description:
                'Asked for while loading (the amount may change after this call left): load again once it settles.',
            },
          },
          invoke: {
            id: 'loadBalance',
            src: 'loadBalance',
            onDone: [
              {
                guard: 'refreshAsked',
                target: 'loading',
                reenter: true,
                actions: [
                  {
                    type: 'rememberBalance',
                    params: ({ event }) => ({ balance: event.output }),
                  },
                  'clearRefresh',
                ],
                description:
                  'The amount arrived, and a refresh was asked for meanwhile: load again.',
              },
              {
                target: 'loaded',
                actions: {
                  type: 'rememberBalance',
                  params: ({ event }) => ({ balance: event.output }),
                },
                description: 'The amount arrived and replaces the previous one.',
              },
            ],
            onError: [
              {
                guard: 'refreshAsked',
                target: 'loading',
                reenter: true,
                actions: [
                  { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
                  'clearRefresh',
                ],
                description: 'The call failed, and a refresh was asked for meanwhile: try again.',
              },
              {
                target: 'failed',
                actions: {
                  type: 'rememberError',
                  params: ({ event }) => ({ error: event.error }),
                },
                description: 'The call failed; the last known amount (if any) stays on screen.',
              },
            ],
          },
        },
        loaded: {
          description: 'The amount is up to date.',
          on: {
            'balance.refresh': {
              target: 'loading',
              description: 'The player asks for a fresh amount.',
            },
          },
        },
        failed: {
          description:
            'The last load failed: the previous amount stays visible and refresh is the retry.',
          tags: ['failed'],
          on: {
            'balance.refresh': {
              target: 'loading',
              description: 'Retries the failed load.',
            },
          },
        },
      },
    },
    visibility: {
      description: 'Whether the amount is shown or masked as `***`.',
      initial: 'shown',
      states: {
        shown: {
          description: 'The amount is visible.',
          on: {
            'balance.toggle': {
              target: 'masked',
              actions: 'hideAmount',
              description: 'The player hides the amount.',
            },
          },
        },
        masked: {
          description: 'The amount is masked as `***`.',
          tags: ['hidden'],
          on: {
            'balance.toggle': {
              target: 'shown',
              actions: 'showAmount',
              description: 'The player shows the amount again.',
            },
          },
        },
      },
    },
  },
});
