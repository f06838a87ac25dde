import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { DepositOrder } from '@his/shared/schemas/deposit';
import { apiError } from '../testing/fixtures.ts';
import { depositSettings } from './deposit.fixtures.ts';
import { depositOrder } from './deposit.flow-model.ts';
import { amountProblemOf, depositMachine, type CreateOrderInput } from './deposit.machine.ts';

const [bank] = depositSettings.channels;

/** A deposit whose create call answers the given results in turn and records its inputs. */
const depositWith = (results: ((input: CreateOrderInput) => Promise<DepositOrder>)[]) => {
  const sent: CreateOrderInput[] = [];
  const credited: string[] = [];
  const actor = createActor(
    depositMachine.provide({
      actors: {
        createOrder: fromPromise(({ input }: { input: CreateOrderInput }) => {
          sent.push(input);
          const next = results.shift();
          return next ? next(input) : Promise.reject(apiError('internal.error'));
        }),
        loadOrder: fromPromise(() => Promise.resolve(depositOrder('approved'))),
      },
      actions: { tellCredited: () => void credited.push('balance') },
    }),
    { input: { settings: depositSettings, recent: [], orderKey: 'k7Qm2xT9' } },
  ).start();
  return { actor, sent, credited };
};

/** Waits until no call of the deposit runs. */
const settle = (actor: ActorRefFrom<typeof depositMachine>) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('busy') && !snapshot.hasTag('checking'));

describe('deposit amounts', () => {
  it('checks decimal strings against the limits without floats', () => {
    if (!bank) throw new Error('no bank channel in the fixture');
    expect(amountProblemOf(bank, '10')).toBeNull();
    expect(amountProblemOf(bank, '50000.00')).toBeNull();
    expect(amountProblemOf(bank, '9.99')).toBe('min');
    expect(amountProblemOf(bank, '50000.01')).toBe('max');
    expect(amountProblemOf(bank, '0')).toBe('format');
    expect(amountProblemOf(bank, '-5')).toBe('format');
    expect(amountProblemOf(bank, '10.505')).toBe('format');
    expect(amountProblemOf(bank, '1e3')).toBe('format');
  });
});

describe('deposit submissions', () => {
  it('makes one order of a double click', async () => {
    const { actor, sent } = depositWith([() => Promise.resolve(depositOrder('pending'))]);
    actor.send({ type: 'deposit.choose', channelId: 'BANK_TRANSFER' });
    actor.send({ type: 'deposit.submit', amount: '100.50' });
    actor.send({ type: 'deposit.submit', amount: '100.50' });
    await settle(actor);
    expect(sent).toEqual([
      { channelId: 'BANK_TRANSFER', amount: '100.50', idempotencyKey: 'k7Qm2xT9-1' },
    ]);
    expect(actor.getSnapshot().matches({ order: 'pending' })).toBe(true);
  });

  it('reuses the key when the same order is sent again after a failure, not for another', async () => {
    const { actor, sent } = depositWith([
      () => Promise.reject(apiError('network.error')),
      () => Promise.reject(apiError('network.error')),
      () => Promise.resolve(depositOrder('pending')),
    ]);
    actor.send({ type: 'deposit.choose', channelId: 'BANK_TRANSFER' });
    actor.send({ type: 'deposit.submit', amount: '100.50' });
    await settle(actor);
    expect(actor.getSnapshot().context.error).toBe('network.error');
    actor.send({ type: 'deposit.submit', amount: ' 100.50 ' });
    await settle(actor);
    actor.send({ type: 'deposit.submit', amount: '200' });
    await settle(actor);
    expect(sent.map((input) => input.idempotencyKey)).toEqual([
      'k7Qm2xT9-1',
      'k7Qm2xT9-1',
      'k7Qm2xT9-2',
    ]);
  });

  it('refreshes the balance once when the order is approved', async () => {
    const { actor, credited } = depositWith([() => Promise.resolve(depositOrder('pending'))]);
    actor.send({ type: 'deposit.choose', channelId: 'BANK_TRANSFER' });
    actor.send({ type: 'deposit.submit', amount: '100.50' });
    await settle(actor);
    actor.send({ type: 'order.refresh' });
    await settle(actor);
    actor.send({ type: 'order.refresh' });
    actor.send({ type: 'page.visible' });
    await settle(actor);
    expect(actor.getSnapshot().matches({ order: 'approved' })).toBe(true);
    expect(credited).toEqual(['balance']);
  });
});
