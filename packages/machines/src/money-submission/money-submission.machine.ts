import { assign, setup } from 'xstate';

/** One attempt: a body under its idempotency key. */
interface Attempt {
  /** The body as JSON: the same body again is the same attempt. */
  serialized: string;
  key: string;
}

export interface MoneySubmissionContext {
  /** Attempts that got a key of their own so far. */
  attempts: number;
  /**
   * The attempt sent last, kept after a failure the server may have acted on (no answer, a
   * 5xx): sending the same body again reuses its key. Null otherwise.
   */
  attempt: Attempt | null;
  /** The last failure as the call rejected with it (the form shows it); null otherwise. */
  error: unknown;
}

export type MoneySubmissionEvent =
  // The form is sent; `key` is a fresh random key, the attempt's if this submit starts one.
  | { type: 'submission.submit'; serialized: string; key: string }
  // The web made the call under the attempt's key: its answer, or how it failed.
  | { type: 'submission.answered' }
  | { type: 'submission.failed'; error: unknown };

const statusOf = (error: unknown): number | null =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  typeof error.status === 'number'
    ? error.status
    : null;

/**
 * Whether the server may have acted on a failed call: no answer (no status, or 0) or a 5xx. A
 * 4xx is a definite refusal: nothing moved.
 */
export const mayHaveBeenActedOn = (error: unknown): boolean => {
  const status = statusOf(error);
  return status === null || status === 0 || status >= 500;
};

/**
 * One form's submission of a money call (issue 14: the payment password, a bank card, the
 * transfer to upline): one call at a time under one idempotency key per attempt. A second
 * submit while one is sent (a double click) sends nothing; the same body after a failure the
 * server may have acted on reuses the attempt's key, so money moves at most once; a definite
 * answer or another body starts a new attempt with a new key. The web makes the call the
 * chart's `submitting` asks for, under `attempt.key`, and tells the chart how it ended.
 */
export const moneySubmissionMachine = setup({
  types: {
    context: {} as MoneySubmissionContext,
    events: {} as MoneySubmissionEvent,
    tags: {} as 'busy',
  },
  guards: {
    mayHaveBeenActedOn: (_, params: { error: unknown }) => mayHaveBeenActedOn(params.error),
  },
  actions: {
    startAttempt: assign(({ context }, params: { serialized: string; key: string }) => {
      if (context.attempt !== null && context.attempt.serialized === params.serialized)
        return { error: null };
      const attempts = context.attempts + 1;
      return {
        error: null,
        attempts,
        attempt: { serialized: params.serialized, key: params.key },
      };
    }),
    keepFailure: assign((_, params: { error: unknown }) => ({ error: params.error })),
    forgetAttempt: assign({ attempt: null }),
  },
}).createMachine({
  id: 'moneySubmission',
  description:
    'A money form’s submission: one call at a time, one idempotency key per attempt, the key kept for the same body after a failure the server may have acted on.',
  context: { attempts: 0, attempt: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing sent yet: the form is filled.',
      on: {
        'submission.submit': {
          target: 'submitting',
          actions: {
            type: 'startAttempt',
            params: ({ event }) => ({ serialized: event.serialized, key: event.key }),
          },
          description: 'The form is sent under a new attempt’s key.',
        },
      },
    },
    submitting: {
      description:
        'The call is on its way under the attempt’s key; a further submit (a double click) sends nothing.',
      tags: ['busy'],
      on: {
        'submission.answered': {
          target: 'done',
          actions: 'forgetAttempt',
          description:
            'The server answered: the form shows the answer; the next submit is a new attempt.',
        },
        'submission.failed': [
          {
            guard: { type: 'mayHaveBeenActedOn', params: ({ event }) => ({ error: event.error }) },
            target: 'failedMayRetry',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            description:
              'No answer or a 5xx: the server may have acted on it; the failure shows and the same body again keeps the key.',
          },
          {
            target: 'failedDefinite',
            actions: [
              { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
              'forgetAttempt',
            ],
            description:
              'A refusal: nothing moved; the failure shows and the next submit is a new attempt.',
          },
        ],
      },
    },
    failedMayRetry: {
      description:
        'The last call may have been acted on: its failure shows, its key is kept for the same body.',
      on: {
        'submission.submit': {
          target: 'submitting',
          actions: {
            type: 'startAttempt',
            params: ({ event }) => ({ serialized: event.serialized, key: event.key }),
          },
          description:
            'Sent again: the same body under the kept key (the server answers the first result), another body under a new key.',
        },
      },
    },
    failedDefinite: {
      description: 'The server refused: its failure shows.',
      on: {
        'submission.submit': {
          target: 'submitting',
          actions: {
            type: 'startAttempt',
            params: ({ event }) => ({ serialized: event.serialized, key: event.key }),
          },
          description: 'Sent again: a new attempt with a new key.',
        },
      },
    },
    done: {
      description: 'The server took the last call; the form shows what it answered.',
      on: {
        'submission.submit': {
          target: 'submitting',
          actions: {
            type: 'startAttempt',
            params: ({ event }) => ({ serialized: event.serialized, key: event.key }),
          },
          description: 'Another submission: a new attempt with a new key.',
        },
      },
    },
  },
});
