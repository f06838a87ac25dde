import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../common/error-code.ts';
import {
  checkTransferValues,
  mayHaveMoved,
  sameMove,
  type MoveResult,
  type TransferFieldErrors,
  type TransferValues,
  type WalletMove,
  type WalletsView,
  type WalletTransferInput,
} from './wallet-transfer.logic.ts';

export {
  balanceOf,
  centsOf,
  checkTransferValues,
  mainWalletTypeId,
  type MoveResult,
  type TransferFieldErrors,
  type TransferFieldProblem,
  type TransferValues,
  type WalletBalance,
  type WalletMove,
  type WalletsView,
  type WalletTransferInput,
} from './wallet-transfer.logic.ts';

export interface WalletTransferContext {
  formKey: string;
  wallets: WalletsView;
  /** Moves that got a key of their own so far. */
  submissions: number;
  /**
   * The last move sent, kept after a failure the server may have acted on: the same move again
   * reuses its key. Null otherwise.
   */
  move: WalletMove | null;
  fieldErrors: TransferFieldErrors;
  /** Code of the last failure (a move or a refresh). */
  error: string | null;
  /** The last move the server made, for "done". */
  done: { kind: WalletMove['kind']; amount: string } | null;
}

export type WalletTransferEvent =
  | { type: 'wallet.transfer'; values: TransferValues }
  | { type: 'wallet.recallAll' }
  | { type: 'wallet.refresh' };

const moveInput = (context: WalletTransferContext): WalletMove =>
  context.move ?? { kind: 'recall', idempotencyKey: context.formKey };

/**
 * My wallet in multi-wallet mode (issue 14): the main wallet and one per vendor. A transfer
 * (from, to, amount) is checked before sending; "recall all" moves every vendor wallet back to
 * the main one; each move goes once under one idempotency key (a second click while one is sent
 * does nothing; the same move after a failure the server may have acted on reuses the key). A
 * move answers the wallets after it; a refresh reloads them. The web supplies `transfer`,
 * `recall`, `loadWallets` and `tellMoved` (the header balance refreshes once).
 */
export const walletTransferMachine = setup({
  types: {
    context: {} as WalletTransferContext,
    events: {} as WalletTransferEvent,
    input: {} as WalletTransferInput,
    tags: {} as 'busy',
  },
  actors: {
    transfer: fromPromise<MoveResult, WalletMove>(() =>
      Promise.reject(new Error('transfer is supplied by the app with provide')),
    ),
    recall: fromPromise<MoveResult, WalletMove>(() =>
      Promise.reject(new Error('recall is supplied by the app with provide')),
    ),
    loadWallets: fromPromise<WalletsView>(() =>
      Promise.reject(new Error('loadWallets is supplied by the app with provide')),
    ),
  },
  guards: {
    hasFieldErrors: ({ context }, params: { values: TransferValues }) =>
      Object.keys(checkTransferValues(params.values, context.wallets)).length > 0,
  },
  actions: {
    rememberFieldErrors: assign(({ context }, params: { values: TransferValues }) => ({
      fieldErrors: checkTransferValues(params.values, context.wallets),
      error: null,
      done: null,
    })),
    startMove: assign(
      (
        { context },
        params: { next: { kind: 'transfer'; body: TransferValues } | { kind: 'recall' } },
      ) => {
        const cleared = { fieldErrors: {}, error: null, done: null };
        if (context.move !== null && sameMove(context.move, params.next)) return cleared;
        const submissions = context.submissions + 1;
        const idempotencyKey = `${context.formKey}-${submissions}`;
        const move: WalletMove =
          params.next.kind === 'transfer'
            ? {
                kind: 'transfer',
                body: { ...params.next.body, amount: params.next.body.amount.trim() },
                idempotencyKey,
              }
            : { kind: 'recall', idempotencyKey };
        return { ...cleared, submissions, move };
      },
    ),
    settleMoved: assign(({ context }, params: { result: MoveResult }) => ({
      wallets: { ...context.wallets, balances: params.result.balances },
      done: { kind: moveInput(context).kind, amount: params.result.amount },
      move: null,
    })),
    rememberFailure: assign(({ context }, params: { error: unknown }) => {
      const code = errorCodeOf(params.error);
      return { error: code, move: mayHaveMoved(code) ? context.move : null };
    }),
    takeWallets: assign((_, params: { wallets: WalletsView }) => ({
      wallets: params.wallets,
      fieldErrors: {},
      error: null,
    })),
    rememberRefreshFailure: assign((_, params: { error: unknown }) => ({
      fieldErrors: {},
      error: errorCodeOf(params.error),
    })),
    tellMoved: () => {},
  },
}).createMachine({
  id: 'walletTransfer',
  description:
    'My wallet (multi-wallet): transfers between the main wallet and a vendor wallet, recall all, refresh; one move per action under one idempotency key.',
  context: ({ input }) => ({
    formKey: input.formKey,
    wallets: input.wallets,
    submissions: 0,
    move: null,
    fieldErrors: {},
    error: null,
    done: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The wallets and the transfer form; a result, a refusal or field problems show until the next action.',
      on: {
        'wallet.transfer': [
          {
            guard: { type: 'hasFieldErrors', params: ({ event }) => ({ values: event.values }) },
            actions: {
              type: 'rememberFieldErrors',
              params: ({ event }) => ({ values: event.values }),
            },
            description:
              'Unknown or equal wallets, no main wallet on either side, a bad amount or more than the source holds: nothing is sent.',
          },
          {
            target: 'transferring',
            actions: {
              type: 'startMove',
              params: ({ event }) => ({ next: { kind: 'transfer' as const, body: event.values } }),
            },
            description:
              'Valid: send the transfer (a new key, or the kept key when it is the same transfer after an unsettled failure).',
          },
        ],
        'wallet.recallAll': {
          target: 'recalling',
          actions: { type: 'startMove', params: { next: { kind: 'recall' } } },
          description: 'Move every vendor wallet back to the main wallet, in one transaction.',
        },
        'wallet.refresh': {
          target: 'refreshing',
          description: 'Reload the wallets and their balances.',
        },
      },
    },
    transferring: {
      description: 'The transfer is being sent; further actions (a double click) are ignored.',
      tags: ['busy'],
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => moveInput(context),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'settleMoved', params: ({ event }) => ({ result: event.output }) },
            'tellMoved',
          ],
          description: 'Moved: the wallets after it show and the header balance refreshes once.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          description:
            'Refused or no answer: the code shows; after no answer or a 5xx the same transfer keeps its key.',
        },
      },
    },
    recalling: {
      description: 'Recall all is being sent; further actions are ignored.',
      tags: ['busy'],
      invoke: {
        id: 'recall',
        src: 'recall',
        input: ({ context }) => moveInput(context),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'settleMoved', params: ({ event }) => ({ result: event.output }) },
            'tellMoved',
          ],
          description:
            'Recalled: every vendor wallet is empty and the header balance refreshes once.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          description:
            'Refused or no answer: the code shows; after no answer the recall keeps its key.',
        },
      },
    },
    refreshing: {
      description: 'The wallets are being reloaded.',
      tags: ['busy'],
      invoke: {
        id: 'loadWallets',
        src: 'loadWallets',
        onDone: {
          target: 'editing',
          actions: { type: 'takeWallets', params: ({ event }) => ({ wallets: event.output }) },
          description: 'The wallets as the platform holds them now.',
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'rememberRefreshFailure',
            params: ({ event }) => ({ error: event.error }),
          },
          description: 'No answer: the wallets shown stay and the failure shows.',
        },
      },
    },
  },
});
