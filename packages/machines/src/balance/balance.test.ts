import { createActor, fromPromise, waitFor } from 'xstate';
import type { Balance } from '@his/shared/schemas/wallet';
import { describe, expect, it } from 'vitest';
import { balance } from '../testing/fixtures.ts';
import { balanceMachine } from './balance.machine.ts';

/** Balance machine whose n-th load settles with `answers[n]` (the last one repeats). */
const start = (answers: (Balance | { code: string })[]) => {
  let loads = 0;
  const pending: (() => void)[] = [];
  const machine = balanceMachine.provide({
    actors: {
      loadBalance: fromPromise<Balance>(() => {
        const answer = answers[Math.min(loads, answers.length - 1)];
        loads += 1;
        return new Promise<Balance>((resolve, reject) => {
          pending.push(() => (answer && 'sumBalance' in answer ? resolve(answer) : reject(answer)));
        });
      }),
    },
  });
  const actor = createActor(machine).start();
  /** Lets the pending load answer and waits until it is applied. */
  const answer = async () => {
    pending.shift()?.();
    await waitFor(actor, (snapshot) => !snapshot.hasTag('loading'));
  };
  /** Lets the oldest pending load answer, without waiting. */
  const release = () => pending.shift()?.();
  return { actor, answer, release, loads: () => loads };
};

describe('balance', () => {
  it('loads on start, with the placeholder tag while loading', async () => {
    const { actor, answer, loads } = start([balance(10_000)]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loads()).toBe(1);
    await answer();
    expect(actor.getSnapshot().context.balance?.sumBalance).toBe(10_000);
  });

  it('loads once more after a load during which a refresh was asked for, however many', async () => {
    // A game's bet, then its win, a moment apart: the first load may predate the win.
    const { actor, release, loads } = start([balance(9_995), balance(10_000)]);
    actor.send({ type: 'balance.refresh' });
    actor.send({ type: 'balance.refresh' });
    expect(loads()).toBe(1);
    const settled = (amount: number) =>
      waitFor(
        actor,
        (snapshot) => snapshot.context.balance?.sumBalance === amount && !snapshot.context.again,
      );
    const first = settled(9_995);
    release();
    await first;
    expect(loads()).toBe(2);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    release();
    await waitFor(actor, (snapshot) => snapshot.matches({ data: 'loaded' }));
    expect(actor.getSnapshot().context.balance?.sumBalance).toBe(10_000);
    expect(loads()).toBe(2);
  });

  it('tries again after a failed load during which a refresh was asked for', async () => {
    const { actor, release, loads } = start([{ code: 'system.busy' }, balance(10_000)]);
    actor.send({ type: 'balance.refresh' });
    release();
    await waitFor(actor, () => loads() === 2);
    expect(actor.getSnapshot().hasTag('failed')).toBe(false);
    release();
    await waitFor(actor, (snapshot) => snapshot.matches({ data: 'loaded' }));
    expect(actor.getSnapshot().context).toMatchObject({ error: null, again: false });
  });

  it('keeps and shows the last balance when a reload fails, and retries with refresh', async () => {
    const { actor, answer } = start([balance(10_000), { code: 'system.busy' }, balance(9_500)]);
    await answer();
    actor.send({ type: 'balance.refresh' });
    await answer();
    let snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('failed')).toBe(true);
    expect(snapshot.context.error).toBe('system.busy');
    expect(snapshot.context.balance?.sumBalance).toBe(10_000);

    actor.send({ type: 'balance.refresh' });
    await answer();
    snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('failed')).toBe(false);
    expect(snapshot.context.error).toBeNull();
    expect(snapshot.context.balance?.sumBalance).toBe(9_500);
  });

  it('masks and unmasks the amount, even while loading', () => {
    const { actor } = start([balance(1)]);
    actor.send({ type: 'balance.toggle' });
    expect(actor.getSnapshot().hasTag('hidden')).toBe(true);
    expect(actor.getSnapshot().context.hidden).toBe(true);
    actor.send({ type: 'balance.toggle' });
    expect(actor.getSnapshot().hasTag('hidden')).toBe(false);
    expect(actor.getSnapshot().context.hidden).toBe(false);
  });
});
