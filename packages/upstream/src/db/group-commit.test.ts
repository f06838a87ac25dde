import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.ts';

/** A run whose batches are recorded and finish only when the test says so. */
const controlledRun = () => {
  const batches: number[][] = [];
  const finishers: (() => void)[] = [];
  const run = (items: readonly number[]) => {
    batches.push([...items]);
    return new Promise<PromiseSettledResult<string>[]>((resolve) => {
      finishers.push(() =>
        resolve(
          items.map((item) =>
            item < 0
              ? { status: 'rejected', reason: new Error(`refused ${item}`) }
              : { status: 'fulfilled', value: `done ${item}` },
          ),
        ),
      );
    });
  };
  /** Resolves once `count` batches have been sent. */
  const sent = async (count: number) => {
    while (batches.length < count) await new Promise((resolve) => setImmediate(resolve));
  };
  return { batches, finishers, run, sent };
};

describe('group commit', () => {
  it('sends the items of one turn together and answers each its own result', async () => {
    const control = controlledRun();
    const submit = groupCommit(control.run, { maxBatch: 10, maxInFlight: 1 });
    const answers = Promise.allSettled([submit(1), submit(-2), submit(3)]);
    await control.sent(1);
    control.finishers[0]?.();
    const [one, two, three] = await answers;
    expect(control.batches).toEqual([[1, -2, 3]]);
    expect(one).toEqual({ status: 'fulfilled', value: 'done 1' });
    expect(two).toMatchObject({ status: 'rejected', reason: new Error('refused -2') });
    expect(three).toEqual({ status: 'fulfilled', value: 'done 3' });
  });

  it('queues what arrives while a batch runs and sends it as the next batch', async () => {
    const control = controlledRun();
    const submit = groupCommit(control.run, { maxBatch: 2, maxInFlight: 1 });
    const first = submit(1);
    await control.sent(1);
    const later = [submit(2), submit(3), submit(4)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(control.batches).toEqual([[1]]);
    control.finishers[0]?.();
    await control.sent(2);
    expect(control.batches).toEqual([[1], [2, 3]]);
    control.finishers[1]?.();
    await control.sent(3);
    control.finishers[2]?.();
    expect(await Promise.all([first, ...later])).toEqual(['done 1', 'done 2', 'done 3', 'done 4']);
    expect(control.batches).toEqual([[1], [2, 3], [4]]);
  });

  it('runs up to maxInFlight batches at once', async () => {
    const control = controlledRun();
    const submit = groupCommit(control.run, { maxBatch: 1, maxInFlight: 2 });
    const answers = [submit(1), submit(2), submit(3)];
    await control.sent(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(control.batches).toEqual([[1], [2]]);
    control.finishers[1]?.();
    await control.sent(3);
    control.finishers[0]?.();
    control.finishers[2]?.();
    expect(await Promise.all(answers)).toEqual(['done 1', 'done 2', 'done 3']);
  });

  it('rejects every item of a batch whose run fails as a whole', async () => {
    const submit = groupCommit<number, string>(() => Promise.reject(new Error('down')), {
      maxBatch: 10,
      maxInFlight: 1,
    });
    const answers = await Promise.allSettled([submit(1), submit(2)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
  });
});
