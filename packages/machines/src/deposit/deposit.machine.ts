import { assign, fromPromise, setup } from 'xstate';
import type { DepositOrder, DepositSettings, DepositStatus } from '@his/shared/schemas/deposit';
import { errorCodeOf } from '../common/error-code.ts';
import {
  amountProblemOf,
  withOrder,
  type AmountProblem,
  type CreateOrderInput,
  type DepositInput,
} from './deposit.logic.ts';

export {
  amountProblemOf,
  centsOf,
  type AmountProblem,
  type CreateOrderInput,
  type DepositInput,
} from './deposit.logic.ts';

export interface DepositContext {
  settings: DepositSettings;
  /** The chosen channel's id, or null before a choice. */
  channelId: string | null;
  /** Why the typed amount was not sent; null otherwise. */
  amountProblem: AmountProblem | null;
  /** Code of the last failed call (creating or refreshing the order), or null. */
  error: string | null;
  orderKey: string;
  /** Submissions that got a key of their own so far. */
  attempts: number;
  /**
   * The submission being sent, kept after a failure: the same channel and amount sent again is
   * a retry and reuses its key; anything else is a new submission with a new key.
   */
  request: CreateOrderInput | null;
  /** The order on screen, or null while the player chooses. */
  order: DepositOrder | null;
  /** The member's latest orders, newest first. */
  recent: DepositOrder[];
}

export type DepositEvent =
  | { type: 'deposit.choose'; channelId: string }
  | { type: 'deposit.submit'; amount: string }
  | { type: 'deposit.again' }
  | { type: 'order.refresh' }
  | { type: 'page.hidden' }
  | { type: 'page.visible' };

export type DepositTag = 'busy' | 'checking';

/**
 * A deposit (issue 14): choose a channel, type an amount (checked against the channel's limits
 * before sending), create the order (one idempotency key per submission, the same key on a
 * retry), then follow the pending order until it is approved, rejected or expired. The web
 * supplies `createOrder` (`depositCreate`), `loadOrder` (`depositReport` by id) and
 * `tellCredited` (the header balance refreshes once, when the order is approved).
 *
 * The pending order is polled every few seconds while the page is visible (the web sends
 * `page.hidden` and `page.visible`); coming back to the page checks at once, since the player
 * usually returns from the provider's tab having paid.
 */
export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    input: {} as DepositInput,
    tags: {} as DepositTag,
  },
  actors: {
    createOrder: fromPromise<DepositOrder, CreateOrderInput>(() =>
      Promise.reject(new Error('createOrder is supplied by the app with depositMachine.provide')),
    ),
    loadOrder: fromPromise<DepositOrder, { orderId: number }>(() =>
      Promise.reject(new Error('loadOrder is supplied by the app with depositMachine.provide')),
    ),
  },
  delays: {
    // Short enough that a player back from the provider sees the outcome at once, long enough
    // to stay a few calls a minute per open page.
    poll: 5_000,
  },
  guards: {
    isDepositClosed: ({ context }) =>
      context.settings.allowDeposit !== 'Y' || context.settings.channels.length === 0,
    isKnownChannel: ({ context }, params: { channelId: string }) =>
      context.settings.channels.some((channel) => channel.id === params.channelId),
    isAmountRefused: ({ context }, params: { amount: string }) => {
      const channel = context.settings.channels.find((known) => known.id === context.channelId);
      return channel === undefined || amountProblemOf(channel, params.amount) !== null;
    },
    hasStatus: ({ event }, params: { status: DepositStatus }) =>
      'output' in event && (event.output as DepositOrder).status === params.status,
  },
  actions: {
    chooseChannel: assign((_, params: { channelId: string }) => ({
      channelId: params.channelId,
      amountProblem: null,
      error: null,
    })),
    rememberAmountProblem: assign(({ context }, params: { amount: string }) => {
      const channel = context.settings.channels.find((known) => known.id === context.channelId);
      return {
        amountProblem: channel ? amountProblemOf(channel, params.amount) : 'format',
        error: null,
      };
    }),
    startRequest: assign(({ context }, params: { amount: string }) => {
      const channelId = context.channelId ?? '';
      const amount = params.amount.trim();
      const last = context.request;
      if (last !== null && last.channelId === channelId && last.amount === amount) {
        return { amountProblem: null, error: null };
      }
      const attempts = context.attempts + 1;
      return {
        attempts,
        request: { channelId, amount, idempotencyKey: `${context.orderKey}-${attempts}` },
        amountProblem: null,
        error: null,
      };
    }),
    showOrder: assign(({ context }, params: { order: DepositOrder }) => ({
      order: params.order,
      recent: withOrder(context.recent, params.order),
      request: null,
      error: null,
    })),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      error: errorCodeOf(params.error),
    })),
    forgetOrder: assign({ order: null, error: null }),
    tellCredited: () => undefined,
  },
}).createMachine({
  id: 'deposit',
  description:
    'A deposit: channel, amount within its limits, the order (one per submission), then its status until approved, rejected or expired.',
  context: ({ input }) => ({
    settings: input.settings,
    channelId: null,
    amountProblem: null,
    error: null,
    orderKey: input.orderKey,
    attempts: 0,
    request: null,
    order: null,
    recent: input.recent,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Reads the settings: are deposits open?',
      always: [
        {
          guard: 'isDepositClosed',
          target: 'closed',
          description: 'Deposits are off or no channel is open: the page says so.',
        },
        { target: 'choosing', description: 'At least one channel is open.' },
      ],
    },
    closed: {
      description: 'No deposit is possible now; the recent orders still show.',
      type: 'final',
    },
    choosing: {
      description: 'The channels with their limits; none chosen yet.',
      on: {
        'deposit.choose': {
          guard: {
            type: 'isKnownChannel',
            params: ({ event }) => ({ channelId: event.channelId }),
          },
          target: 'entering',
          actions: {
            type: 'chooseChannel',
            params: ({ event }) => ({ channelId: event.channelId }),
          },
          description: 'The player picks a channel: the amount field opens with its limits.',
        },
      },
    },
    entering: {
      description: 'The amount for the chosen channel; a refused amount or failed call shows.',
      on: {
        'deposit.choose': {
          guard: {
            type: 'isKnownChannel',
            params: ({ event }) => ({ channelId: event.channelId }),
          },
          actions: {
            type: 'chooseChannel',
            params: ({ event }) => ({ channelId: event.channelId }),
          },
          description: 'Another channel: its limits apply from now on.',
        },
        'deposit.submit': [
          {
            guard: { type: 'isAmountRefused', params: ({ event }) => ({ amount: event.amount }) },
            actions: {
              type: 'rememberAmountProblem',
              params: ({ event }) => ({ amount: event.amount }),
            },
            description:
              'Not an amount with at most two decimals, or outside the channel’s limits: why shows, nothing is sent.',
          },
          {
            target: 'creating',
            actions: { type: 'startRequest', params: ({ event }) => ({ amount: event.amount }) },
            description:
              'A valid amount: create the order (a new key, or the failed submission’s key when it is the same order again).',
          },
        ],
      },
    },
    creating: {
      description:
        'The order is being created; further submissions are ignored, so a double click makes one order.',
      tags: ['busy'],
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) =>
          context.request ?? { channelId: '', amount: '', idempotencyKey: context.orderKey },
        onDone: {
          target: 'order',
          actions: { type: 'showOrder', params: ({ event }) => ({ order: event.output }) },
          description: 'The order exists: its reference, amount and where to pay show.',
        },
        onError: {
          target: 'entering',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          description:
            'Refused (limits, deposits closed) or no answer: the code shows; the same order again reuses the key.',
        },
      },
    },
    order: {
      description: 'The order created; its status until the platform decides it.',
      initial: 'pending',
      states: {
        pending: {
          description: 'Waiting for the payment; the status is checked while the page shows.',
          initial: 'waiting',
          on: {
            'page.hidden': {
              target: '.paused',
              description: 'The page is hidden: no polling meanwhile.',
            },
          },
          states: {
            waiting: {
              description: 'Until the next check.',
              after: {
                poll: { target: 'checking', description: 'Time for the next check.' },
              },
              on: {
                'order.refresh': { target: 'checking', description: 'The player asks now.' },
              },
            },
            paused: {
              description: 'The page is hidden (another tab, the provider’s page).',
              on: {
                'page.visible': {
                  target: 'checking',
                  description: 'Back on the page (often from paying): check at once.',
                },
                'order.refresh': { target: 'checking', description: 'The player asks now.' },
              },
            },
            checking: {
              description: 'The order’s status is being read.',
              tags: ['checking'],
              invoke: {
                id: 'loadOrder',
                src: 'loadOrder',
                input: ({ context }) => ({ orderId: context.order?.id ?? 0 }),
                onDone: [
                  {
                    guard: { type: 'hasStatus', params: { status: 'approved' } },
                    target: '#deposit.order.approved',
                    actions: [
                      { type: 'showOrder', params: ({ event }) => ({ order: event.output }) },
                      'tellCredited',
                    ],
                    description:
                      'Paid and approved: the wallet was credited, so the header balance refreshes (once).',
                  },
                  {
                    guard: { type: 'hasStatus', params: { status: 'rejected' } },
                    target: '#deposit.order.rejected',
                    actions: {
                      type: 'showOrder',
                      params: ({ event }) => ({ order: event.output }),
                    },
                    description:
                      'Rejected (cancelled at the provider or refused): nothing was credited.',
                  },
                  {
                    guard: { type: 'hasStatus', params: { status: 'expired' } },
                    target: '#deposit.order.expired',
                    actions: {
                      type: 'showOrder',
                      params: ({ event }) => ({ order: event.output }),
                    },
                    description: 'Not paid in time: nothing was credited.',
                  },
                  {
                    target: 'waiting',
                    actions: {
                      type: 'showOrder',
                      params: ({ event }) => ({ order: event.output }),
                    },
                    description: 'Still pending: check again later.',
                  },
                ],
                onError: {
                  target: 'waiting',
                  actions: {
                    type: 'rememberFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                  description: 'The check failed: its code shows and the next check comes.',
                },
              },
            },
          },
        },
        approved: {
          description: 'Credited.',
          on: {
            'deposit.again': {
              target: '#deposit.entering',
              actions: 'forgetOrder',
              description: 'Another deposit, same channel.',
            },
          },
        },
        rejected: {
          description: 'Rejected; the reason shows when the platform gave one.',
          on: {
            'deposit.again': {
              target: '#deposit.entering',
              actions: 'forgetOrder',
              description: 'Another deposit, same channel.',
            },
          },
        },
        expired: {
          description: 'Expired unpaid.',
          on: {
            'deposit.again': {
              target: '#deposit.entering',
              actions: 'forgetOrder',
              description: 'Another deposit, same channel.',
            },
          },
        },
      },
    },
  },
});
