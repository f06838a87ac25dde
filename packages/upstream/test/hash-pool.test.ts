import { describe, expect, it } from 'vitest';
import { createHashPool } from '../src/auth/hash-pool.ts';
import { ApiError } from '../src/http/api-error.ts';

/** A promise the test settles by hand: sections wait on it instead of on time. */
const gate = () => {
  let open = () => {};
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
};

const busy = (error: unknown) => error instanceof ApiError && error.code === 'system.busy';

describe('the hash pool', () => {
  it('never runs more sections at once than its bound', async () => {
    const pool = createHashPool({ concurrency: 2, maxQueue: 100, maxWaitMs: 60_000 });
    const held = gate();
    let active = 0;
    let most = 0;
    const sections = Array.from({ length: 20 }, (_, i) =>
      pool.run(async () => {
        active += 1;
        most = Math.max(most, active);
        await held.closed;
        active -= 1;
        return i;
      }),
    );
    await expect.poll(() => pool.running).toBe(2);
    expect(pool.waiting).toBe(18);
    held.open();
    expect(await Promise.all(sections)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(most).toBe(2);
    expect(pool.running + pool.waiting).toBe(0);
  });

  it('refuses at once, without running it, a section that finds the queue full', async () => {
    const pool = createHashPool({ concurrency: 1, maxQueue: 1, maxWaitMs: 60_000 });
    const held = gate();
    const first = pool.run(() => held.closed);
    const second = pool.run(async () => 'second');
    let ran = false;
    const third = pool.run(async () => {
      ran = true;
    });
    await expect(third).rejects.toSatisfy(busy);
    expect(ran).toBe(false);
    held.open();
    await first;
    expect(await second).toBe('second');
  });

  it('refuses a section whose wait passes the deadline, and never runs it', async () => {
    const pool = createHashPool({ concurrency: 1, maxQueue: 10, maxWaitMs: 20 });
    const held = gate();
    const first = pool.run(async () => {
      await held.closed;
      return 'first';
    });
    let ran = false;
    const late = pool.run(async () => {
      ran = true;
    });
    await expect(late).rejects.toSatisfy(busy);
    expect(pool.waiting).toBe(0);
    // The running section outlived the deadline and still ends with its own answer.
    held.open();
    expect(await first).toBe('first');
    expect(ran).toBe(false);
    expect(await pool.run(async () => 'again')).toBe('again');
  });

  it('passes a section’s own failure through', async () => {
    const pool = createHashPool({ concurrency: 1, maxQueue: 0, maxWaitMs: 20 });
    await expect(
      pool.run(() => Promise.reject(new ApiError('login.failed'))),
    ).rejects.toMatchObject({ code: 'login.failed' });
  });
});
