import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { apiError } from '../testing/fixtures.ts';
import { backoffMs, backoffMaxMs, liveCountMachine } from './live-count.machine.ts';

const pollMs = 30_000;

/** The chart wired like the web wires it, on a simulated clock; each call answers in turn. */
const start = (answers: (() => Promise<number>)[]) => {
  const clock = new SimulatedClock();
  let calls = 0;
  const actor = createActor(
    liveCountMachine.provide({
      actors: {
        loadCount: fromPromise(() => {
          calls += 1;
          const next = answers.shift();
          return next ? next() : Promise.reject(apiError('upstream.unavailable'));
        }),
      },
    }),
    { clock, input: { pollMs: pollMs } },
  ).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('loading'));
  return { actor, clock, calls: () => calls, settled };
};

describe('live count timing', () => {
  it('doubles the wait after each failure, up to five minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((failures) => backoffMs(pollMs, failures))).toEqual([
      30_000, 60_000, 120_000, 240_000, 300_000, 300_000, 300_000,
    ]);
    expect(backoffMs(pollMs, 40)).toBe(backoffMaxMs);
  });

  it('asks at once, then once per poll interval', async () => {
    const { actor, clock, calls, settled } = start([
      () => Promise.resolve(2),
      () => Promise.resolve(5),
    ]);
    await settled();
    expect(actor.getSnapshot().context.count).toBe(2);
    clock.increment(pollMs - 1);
    expect(calls()).toBe(1);
    clock.increment(1);
    await settled();
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().context.count).toBe(5);
  });

  it('keeps the last count through failures and backs off before each new try', async () => {
    const { actor, clock, calls, settled } = start([() => Promise.resolve(4)]);
    await settled();
    clock.increment(pollMs);
    await settled();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ count: 4, failures: 1 });
    clock.increment(backoffMs(pollMs, 1));
    await settled();
    expect(calls()).toBe(3);
    clock.increment(backoffMs(pollMs, 2) - 1);
    expect(calls()).toBe(3);
    clock.increment(1);
    await settled();
    expect(calls()).toBe(4);
    expect(actor.getSnapshot().context.failures).toBe(3);
  });

  it('asks nothing while the page is hidden and asks at once when it shows', async () => {
    const { actor, clock, calls, settled } = start([
      () => Promise.resolve(1),
      () => Promise.resolve(3),
    ]);
    await settled();
    actor.send({ type: 'page.hidden' });
    clock.increment(pollMs * 10);
    actor.send({ type: 'count.refresh' });
    expect(calls()).toBe(1);
    actor.send({ type: 'page.visible' });
    await settled();
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().context.count).toBe(3);
  });

  it('restarts a running call when a refresh comes, so the older answer never shows', async () => {
    let answerFirst: (count: number) => void = () => undefined;
    const { actor, calls, settled } = start([
      () => new Promise<number>((resolve) => (answerFirst = resolve)),
      () => Promise.resolve(0),
    ]);
    actor.send({ type: 'count.refresh' });
    await settled();
    answerFirst(7);
    await Promise.resolve();
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().context.count).toBe(0);
  });
});
