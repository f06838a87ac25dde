import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey } from '../testing/flow-model.ts';
import { moneySubmissionMachine } from './money-submission.machine.ts';

const body = { amount: '100', password: '246802' };
const other = { amount: '50.5', password: '246802' };

/** Each body's submit carries a key of its own: an attempt keeps the key of the submit that began it. */
const keyOf: Record<string, string> = {
  [JSON.stringify(body)]: 'key-a',
  [JSON.stringify(other)]: 'key-b',
};

/** A failure as the web's client rejects: a code and the HTTP status (0: no answer). */
const failure = (code: string, status: number) => ({ code, status, captcha: false, value: null });

/**
 * Model of a money form's submission: the same body or another, the server taking it, no
 * answer or a 5xx (the key is kept for the same body), a refusal (it is not).
 */
export const moneySubmissionFlowModel: FlowModel<typeof moneySubmissionMachine> = {
  machine: moneySubmissionMachine,
  inputs: { 'a form': undefined },
  events: {
    submit: { type: 'submission.submit', serialized: JSON.stringify(body), key: 'key-a' },
    'submit another body': {
      type: 'submission.submit',
      serialized: JSON.stringify(other),
      key: 'key-b',
    },
    taken: { type: 'submission.answered' },
    'no answer': { type: 'submission.failed', error: failure('network.error', 0) },
    'server error': { type: 'submission.failed', error: failure('internal.error', 500) },
    refused: { type: 'submission.failed', error: failure('invalid.payment.pw', 200) },
  },
  stateKey: ({ value, context }) =>
    abstractKey(value, {
      kept: context.attempt?.serialized ?? null,
      error: context.error !== null,
      attempts: Math.min(context.attempts, 2),
    }),
  invariants: [
    {
      name: 'busy exactly while submitting, and a call is sent under the key of its own body',
      holds: (snapshot) =>
        snapshot.hasTag('busy') === snapshot.matches('submitting') &&
        (!snapshot.matches('submitting') ||
          snapshot.context.attempt?.key === keyOf[snapshot.context.attempt?.serialized ?? '']),
    },
    {
      name: 'a key is kept between calls only after a failure the server may have acted on',
      holds: (snapshot) =>
        snapshot.context.attempt === null ||
        snapshot.matches('submitting') ||
        snapshot.matches('failedMayRetry'),
    },
    {
      name: 'a failure shows only in a failed state',
      holds: (snapshot) =>
        snapshot.context.error === null ||
        snapshot.matches('failedMayRetry') ||
        snapshot.matches('failedDefinite'),
    },
  ],
  waivers: [],
  maxPaths: 200,
};
