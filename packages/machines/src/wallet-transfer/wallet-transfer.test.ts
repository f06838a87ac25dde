import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  checkTransferValues,
  walletTransferMachine,
  type MoveResult,
  type WalletMove,
} from './wallet-transfer.machine.ts';

const wallets = {
  isSingle: false,
  vendors: [{ accountTypeId: 100, name: 'N2 Live Casino' }],
  balances: [
    { accountTypeId: 2, balance: '100.00' },
    { accountTypeId: 100, balance: '12.50' },
  ],
};

const after: MoveResult = { amount: '40.00', balances: wallets.balances };

/** The chart with moves that answer from the test's list, recording every move sent. */
const start = (answers: (() => Promise<MoveResult>)[]) => {
  const sent: WalletMove[] = [];
  let told = 0;
  const answer = ({ input }: { input: WalletMove }) => {
    sent.push(input);
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    return next();
  };
  const actor = createActor(
    walletTransferMachine.provide({
      actors: { transfer: fromPromise(answer), recall: fromPromise(answer) },
      actions: { tellMoved: () => (told += 1) },
    }),
    { input: { formKey: 'form-key-0123456789', wallets } },
  ).start();
  const settled = () => waitFor(actor, (snapshot) => snapshot.matches('editing'));
  return { actor, sent, settled, told: () => told };
};

const lost = () => Promise.reject(Object.assign(new Error('lost'), { code: 'network.error' }));

describe('wallet transfer chart', () => {
  it('sends once on a double click, the amount trimmed, and tells the page once', async () => {
    const { actor, sent, settled, told } = start([() => Promise.resolve(after)]);
    const values = { from: 2, to: 100, amount: ' 40 ' };
    actor.send({ type: 'wallet.transfer', values });
    actor.send({ type: 'wallet.transfer', values });
    actor.send({ type: 'wallet.recallAll' });
    await settled();
    expect(sent).toEqual([
      {
        kind: 'transfer',
        body: { from: 2, to: 100, amount: '40' },
        idempotencyKey: 'form-key-0123456789-1',
      },
    ]);
    expect(told()).toBe(1);
    expect(actor.getSnapshot().context.done).toEqual({ kind: 'transfer', amount: '40.00' });
  });

  it('reuses the key for the same move after no answer, not for another one', async () => {
    const { actor, sent, settled } = start([
      lost,
      () => Promise.resolve(after),
      lost,
      () => Promise.resolve(after),
      () => Promise.resolve(after),
    ]);
    const values = { from: 2, to: 100, amount: '40' };
    actor.send({ type: 'wallet.transfer', values });
    await settled();
    actor.send({ type: 'wallet.transfer', values });
    await settled();
    actor.send({ type: 'wallet.recallAll' });
    await settled();
    actor.send({ type: 'wallet.recallAll' });
    await settled();
    actor.send({ type: 'wallet.recallAll' });
    await settled();
    expect(sent.map((move) => move.idempotencyKey)).toEqual([
      'form-key-0123456789-1',
      'form-key-0123456789-1',
      'form-key-0123456789-2',
      'form-key-0123456789-2',
      'form-key-0123456789-3',
    ]);
  });

  it('checks the fields before sending', () => {
    expect(checkTransferValues({ from: 2, to: 100, amount: '100.00' }, wallets)).toEqual({});
    expect(checkTransferValues({ from: 2, to: 100, amount: '100.01' }, wallets)).toEqual({
      amount: 'exceeds',
    });
    expect(checkTransferValues({ from: 100, to: 2, amount: '12.51' }, wallets)).toEqual({
      amount: 'exceeds',
    });
    expect(checkTransferValues({ from: 2, to: 2, amount: '0' }, wallets)).toEqual({
      to: 'same',
      amount: 'amount',
    });
    expect(checkTransferValues({ from: 7, to: 100, amount: '1.001' }, wallets)).toEqual({
      from: 'required',
      to: 'mainOnly',
      amount: 'amount',
    });
  });
});
