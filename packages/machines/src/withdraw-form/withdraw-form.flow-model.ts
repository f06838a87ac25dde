import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError } from '../testing/fixtures.ts';
import { withdrawFormMachine } from './withdraw-form.machine.ts';

const valid = { bankCardId: 1, amount: '100', password: '246802' };

/**
 * Model of the withdraw form: valid, invalid and different submissions, the server taking it,
 * refusing it, or no answer (which keeps the key for the same withdrawal).
 */
export const withdrawFormFlowModel: FlowModel<typeof withdrawFormMachine> = {
  machine: withdrawFormMachine,
  inputs: { 'one card': { formKey: 'b1c2d3e4f5a6b7c8', bankCardIds: [1] } },
  events: {
    submit: { type: 'withdraw.submit', values: valid },
    'submit another amount': { type: 'withdraw.submit', values: { ...valid, amount: '50.5' } },
    'submit bad amount': { type: 'withdraw.submit', values: { ...valid, amount: '1.005' } },
    'submit unknown card': { type: 'withdraw.submit', values: { ...valid, bankCardId: 9 } },
    'submit short password': { type: 'withdraw.submit', values: { ...valid, password: '123' } },
    taken: doneEvent('withdraw', { amount: '100.00' }),
    'no answer': errorEvent('withdraw', apiError('network.error')),
    'wrong password': errorEvent('withdraw', apiError('invalid.payment.pw')),
  },
  stateKey: ({ value, context }) =>
    abstractKey(value, {
      kept: context.request !== null,
      fieldErrors: Object.keys(context.fieldErrors).length > 0,
      error: context.error !== null,
      requested: context.requested !== null,
      submissions: Math.min(context.submissions, 2),
    }),
  invariants: [
    {
      name: 'busy exactly while sending, and a request is sent with its numbered key',
      holds: (snapshot) =>
        snapshot.hasTag('busy') === snapshot.matches('sending') &&
        (!snapshot.matches('sending') ||
          snapshot.context.request?.idempotencyKey ===
            `${snapshot.context.formKey}-${snapshot.context.submissions}`),
    },
    {
      name: 'a kept request is the latest submission, and none is kept after a taken or refused one',
      holds: (snapshot) =>
        snapshot.context.request === null ||
        (snapshot.context.request.idempotencyKey ===
          `${snapshot.context.formKey}-${snapshot.context.submissions}` &&
          snapshot.context.requested === null &&
          snapshot.context.error?.code !== 'invalid.payment.pw'),
    },
    {
      name: 'field problems and a failure never show together',
      holds: (snapshot) =>
        Object.keys(snapshot.context.fieldErrors).length === 0 || snapshot.context.error === null,
    },
  ],
  waivers: [],
  maxPaths: 120,
};
