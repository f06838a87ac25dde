import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { withdrawFormMachine, type WithdrawRequest } from './withdraw-form.machine.ts';

const values = { bankCardId: 1, amount: ' 100 ', password: '246802' };

/** The form with a `withdraw` that answers from the test's list, recording every request. */
const startForm = (answers: (() => Promise<{ amount: string }>)[]) => {
  const sent: WithdrawRequest[] = [];
  const actor = createActor(
    withdrawFormMachine.provide({
      actors: {
        withdraw: fromPromise<{ amount: string }, WithdrawRequest>(({ input }) => {
          sent.push(input);
          const answer = answers.shift();
          if (!answer) throw new Error('no answer left');
          return answer();
        }),
      },
    }),
    { input: { formKey: 'form-key-0123456789', bankCardIds: [1] } },
  ).start();
  const settled = () => waitFor(actor, (snapshot) => snapshot.matches('editing'));
  return { actor, sent, settled };
};

describe('withdraw form', () => {
  it('sends once on a double click, the amount trimmed, under the first key', async () => {
    const { actor, sent, settled } = startForm([() => Promise.resolve({ amount: '100.00' })]);
    actor.send({ type: 'withdraw.submit', values });
    actor.send({ type: 'withdraw.submit', values });
    await settled();
    expect(sent).toEqual([
      { body: { ...values, amount: '100' }, idempotencyKey: 'form-key-0123456789-1' },
    ]);
    expect(actor.getSnapshot().context.requested).toBe('100.00');
  });

  it('reuses the key for the same withdrawal after no answer, not after a refusal', async () => {
    const { actor, sent, settled } = startForm([
      () => Promise.reject({ code: 'network.error' }),
      () => Promise.reject({ code: 'invalid.payment.pw', value: { remaining: 4 } }),
      () => Promise.resolve({ amount: '100.00' }),
    ]);
    actor.send({ type: 'withdraw.submit', values });
    await settled();
    actor.send({ type: 'withdraw.submit', values });
    await settled();
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'invalid.payment.pw',
      value: { remaining: 4 },
    });
    actor.send({ type: 'withdraw.submit', values });
    await settled();
    expect(sent.map((request) => request.idempotencyKey)).toEqual([
      'form-key-0123456789-1',
      'form-key-0123456789-1',
      'form-key-0123456789-2',
    ]);
  });

  it('checks the fields before sending anything', () => {
    const { actor, sent } = startForm([]);
    actor.send({
      type: 'withdraw.submit',
      values: { bankCardId: 2, amount: '0', password: '12345' },
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      bankCardId: 'required',
      amount: 'amount',
      password: 'sixDigits',
    });
    expect(sent).toEqual([]);
  });
});
