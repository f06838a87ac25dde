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
  return { actor, answer, loads: () => loads };
};

describe('balance', () => {
  it('loads on start, with the placeholder tag while loading', async () => {
    const { actor, answer, loads } = start([balance(10_000)]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loads()).toBe(1);
    await answer();
    expect(actor.getSnapshot().context.balance?.sumBalance).toBe(10_000);
  });

  it('ignores refresh while a load runs', async () => {
    const { actor, answer, loads } = start([balance(10_000)]);
    actor.send({ type: 'balance.refresh' });
    actor.send({ type: 'balance.refresh' });
    expect(loads()).toBe(1);
    await answer();
    actor.send({ type: 'balance.refresh' });
    expect(loads()).toBe(2);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
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
