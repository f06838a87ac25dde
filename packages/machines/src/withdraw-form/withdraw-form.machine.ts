import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../common/error-code.ts';
import {
  checkWithdrawValues,
  mayHaveBeenTaken,
  sameWithdrawal,
  type WithdrawFieldErrors,
  type WithdrawFormInput,
  type WithdrawRequest,
  type WithdrawValues,
} from './withdraw-form.logic.ts';

export {
  checkWithdrawValues,
  type WithdrawFieldErrors,
  type WithdrawFieldProblem,
  type WithdrawFormInput,
  type WithdrawRequest,
  type WithdrawValues,
} from './withdraw-form.logic.ts';

export interface WithdrawFormContext {
  formKey: string;
  bankCardIds: readonly number[];
  /** Submissions that got a key of their own so far. */
  submissions: number;
  /**
   * The last request sent, kept after a failure the server may have acted on: the same
   * withdrawal again reuses its key. Null otherwise.
   */
  request: WithdrawRequest | null;
  fieldErrors: WithdrawFieldErrors;
  /** Code of the last failure (with what it carries, for the lock time and attempts left). */
  error: { code: string; value: unknown } | null;
  /** Amount of the last withdrawal the server took, for "requested". */
  requested: string | null;
}

export type WithdrawFormEvent = { type: 'withdraw.submit'; values: WithdrawValues };

const valueOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'value' in error ? error.value : null;

/**
 * The withdraw form (issue 14): a card, an amount and the payment password, checked before
 * sending; one withdrawal per submission under one idempotency key (a second click while one is
 * sent does nothing; the same withdrawal after a failure the server may have acted on reuses the
 * key; anything else is a new submission with a new key). The web supplies `withdraw` and
 * `tellWithdrawn` (the page reloads balances and the list).
 */
export const withdrawFormMachine = setup({
  types: {
    context: {} as WithdrawFormContext,
    events: {} as WithdrawFormEvent,
    input: {} as WithdrawFormInput,
    tags: {} as 'busy',
  },
  actors: {
    withdraw: fromPromise<{ amount: string }, WithdrawRequest>(() =>
      Promise.reject(new Error('withdraw is supplied by the app with withdrawFormMachine.provide')),
    ),
  },
  guards: {
    hasFieldErrors: ({ context }, params: { values: WithdrawValues }) =>
      Object.keys(checkWithdrawValues(params.values, context.bankCardIds)).length > 0,
  },
  actions: {
    rememberFieldErrors: assign(({ context }, params: { values: WithdrawValues }) => ({
      fieldErrors: checkWithdrawValues(params.values, context.bankCardIds),
      error: null,
      requested: null,
    })),
    startSubmission: assign(({ context }, params: { values: WithdrawValues }) => {
      const body = { ...params.values, amount: params.values.amount.trim() };
      const cleared = { fieldErrors: {}, error: null, requested: null };
      if (context.request !== null && sameWithdrawal(context.request.body, body)) return cleared;
      const submissions = context.submissions + 1;
      return {
        ...cleared,
        submissions,
        request: { body, idempotencyKey: `${context.formKey}-${submissions}` },
      };
    }),
    settleTaken: assign((_, params: { amount: string }) => ({
      request: null,
      requested: params.amount,
    })),
    rememberFailure: assign(({ context }, params: { error: unknown }) => {
      const code = errorCodeOf(params.error);
      return {
        error: { code, value: valueOf(params.error) },
        request: mayHaveBeenTaken(code) ? context.request : null,
      };
    }),
    tellWithdrawn: () => {},
  },
}).createMachine({
  id: 'withdrawForm',
  description:
    'The withdraw form: card, amount and payment password checked, then one withdrawal per submission under one idempotency key.',
  context: ({ input }) => ({
    formKey: input.formKey,
    bankCardIds: input.bankCardIds,
    submissions: 0,
    request: null,
    fieldErrors: {},
    error: null,
    requested: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The player fills the form; a refusal or field problems show until the next submission.',
      on: {
        'withdraw.submit': [
          {
            guard: { type: 'hasFieldErrors', params: ({ event }) => ({ values: event.values }) },
            actions: {
              type: 'rememberFieldErrors',
              params: ({ event }) => ({ values: event.values }),
            },
            description:
              'No card, an amount that is not a positive decimal, or not six digits: nothing is sent.',
          },
          {
            target: 'sending',
            actions: { type: 'startSubmission', params: ({ event }) => ({ values: event.values }) },
            description:
              'Valid: send the withdrawal (a new key, or the kept key when it is the same withdrawal after an unsettled failure).',
          },
        ],
      },
    },
    sending: {
      description:
        'The withdrawal is being sent; further submissions (a double click) are ignored.',
      tags: ['busy'],
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) =>
          context.request ?? {
            body: { bankCardId: 0, amount: '', password: '' },
            idempotencyKey: context.formKey,
          },
        onDone: {
          target: 'editing',
          actions: [
            { type: 'settleTaken', params: ({ event }) => ({ amount: event.output.amount }) },
            'tellWithdrawn',
          ],
          description:
            'The server took it (the amount is held): "requested" shows and the page reloads.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          description:
            'Refused or no answer: the code shows; after no answer or a 5xx the same withdrawal keeps its key.',
        },
      },
    },
  },
});
