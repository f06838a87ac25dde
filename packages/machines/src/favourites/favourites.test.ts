import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  favouritesMachine,
  isFavourite,
  rollBack,
  type FavouriteInput,
} from './favourites.machine.ts';
import { fish102, slot101 } from './favourites.flow-model.ts';

type Outcome = 'ok' | { code: string };

/** A call the test settles by hand, in order. */
interface Pending {
  kind: 'add' | 'remove';
  input: FavouriteInput;
  settle(outcome: Outcome): void;
}

/**
 * The machine wired like the web wires it: the n-th load answers `loads[n]` (the last one
 * repeats); every add/remove call waits for the test.
 */
const start = (...loads: (string[] | { code: string })[]) => {
  const pending: Pending[] = [];
  let loadCount = 0;
  const call = (kind: Pending['kind']) =>
    fromPromise(
      ({ input }: { input: FavouriteInput }) =>
        new Promise<void>((resolve, reject) => {
          pending.push({
            kind,
            input,
            settle: (outcome) => (outcome === 'ok' ? resolve() : reject(outcome)),
          });
        }),
    );
  const machine = favouritesMachine.provide({
    actors: {
      loadIds: fromPromise<string[]>(() => {
        const ids = loads[Math.min(loadCount, loads.length - 1)] ?? ['101'];
        loadCount += 1;
        return Array.isArray(ids) ? Promise.resolve(ids) : Promise.reject(ids);
      }),
      addFavourite: call('add'),
      removeFavourite: call('remove'),
    },
  });
  const actor = createActor(machine).start();
  const loaded = async () => {
    actor.send({ type: 'favourites.load' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('loading'));
  };
  /** Settles the running call and waits until the machine took the answer. */
  const answer = async (outcome: Outcome) => {
    const call = pending.shift();
    if (call === undefined) throw new Error('no call is running');
    const before = actor.getSnapshot().context.queue.length;
    call.settle(outcome);
    await waitFor(actor, (snapshot) => snapshot.context.queue.length < before);
    return call;
  };
  const add = (input: FavouriteInput) => actor.send({ type: 'favourite.add', ...input });
  const remove = (input: FavouriteInput) => actor.send({ type: 'favourite.remove', ...input });
  return { actor, pending, loaded, answer, add, remove };
};

describe('favourites', () => {
  it('loads the ids after login and clears them on logout', async () => {
    const { actor, loaded } = start(['101', '103', '101']);
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
    await loaded();
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ ids: ['101', '103'], loaded: true });
    expect(isFavourite(actor.getSnapshot(), '103')).toBe(true);
    expect(isFavourite(actor.getSnapshot(), '102')).toBe(false);

    actor.send({ type: 'favourites.clear' });
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ ids: [], queue: [], error: null, loaded: false });
  });

  it('shows a failed load until dismissed, and retries it', async () => {
    const { actor, loaded } = start({ code: 'system.busy' }, { code: 'system.busy' }, ['101']);
    await loaded();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('system.busy');
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().hasTag('failed')).toBe(false);
    expect(actor.getSnapshot().context.error).toBeNull();

    await loaded();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    await loaded();
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ ids: ['101'], error: null });
  });

  it('ignores star clicks before the ids loaded', () => {
    const { actor, add, pending } = start(['101']);
    add(fish102);
    expect(actor.getSnapshot().context.ids).toEqual([]);
    expect(pending).toEqual([]);
  });

  it('turns the star on at once and saves it', async () => {
    const { actor, loaded, add, answer } = start(['101']);
    await loaded();
    add(fish102);
    expect(actor.getSnapshot().context.ids).toEqual(['101', '102']);
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    const call = await answer('ok');
    expect(call).toMatchObject({ kind: 'add', input: fish102 });
    expect(actor.getSnapshot().hasTag('saving')).toBe(false);
    expect(actor.getSnapshot().context.ids).toEqual(['101', '102']);
  });

  it('skips adding a game already favoured (no call) and removing one that is not', async () => {
    const { actor, loaded, add, remove, pending } = start(['101']);
    await loaded();
    add(slot101);
    remove(fish102);
    expect(pending).toEqual([]);
    expect(actor.getSnapshot().context.ids).toEqual(['101']);
    expect(actor.getSnapshot().hasTag('saving')).toBe(false);
  });

  it('runs queued calls one at a time, in order', async () => {
    const { actor, loaded, add, remove, answer, pending } = start(['101']);
    await loaded();
    add(fish102);
    remove(slot101);
    expect(actor.getSnapshot().context.ids).toEqual(['102']);
    expect(pending.map((call) => call.kind)).toEqual(['add']);
    await answer('ok');
    expect(pending.map((call) => call.kind)).toEqual(['remove']);
    const call = await answer('ok');
    expect(call.input).toEqual(slot101);
    expect(actor.getSnapshot().context.queue).toEqual([]);
  });

  it('rolls back only the refused change and shows its code until the next change', async () => {
    const { actor, loaded, add, remove, answer } = start(['101']);
    await loaded();
    add(fish102);
    remove(slot101);
    await answer({ code: 'account.trial' });
    let snapshot = actor.getSnapshot();
    expect(snapshot.context.ids).toEqual([]);
    expect(snapshot.context.error).toBe('account.trial');
    expect(snapshot.hasTag('failed')).toBe(true);
    expect(snapshot.hasTag('saving')).toBe(true);

    await answer('ok');
    snapshot = actor.getSnapshot();
    expect(snapshot.context.ids).toEqual([]);
    expect(snapshot.hasTag('failed')).toBe(true);

    add(slot101);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().hasTag('failed')).toBe(false);
  });

  it('puts the star back when a remove is refused, and dismisses the message', async () => {
    const { actor, loaded, remove, answer } = start(['101']);
    await loaded();
    remove(slot101);
    expect(actor.getSnapshot().context.ids).toEqual([]);
    await answer({ code: 'system.busy' });
    expect(actor.getSnapshot().context.ids).toEqual(['101']);
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().hasTag('failed')).toBe(false);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('keeps the latest choice when a change the player already reversed is refused', async () => {
    const { actor, loaded, add, remove, answer } = start(['101']);
    await loaded();
    add(fish102);
    remove(fish102);
    add(fish102);
    expect(actor.getSnapshot().context.ids).toEqual(['101', '102']);
    await answer({ code: 'system.busy' });
    expect(actor.getSnapshot().context.ids).toEqual(['101', '102']);
    await answer('ok');
    await answer('ok');
    expect(actor.getSnapshot().context).toMatchObject({ ids: ['101', '102'], queue: [] });
  });

  it('drops the queue on logout', async () => {
    const { actor, loaded, add, pending } = start(['101']);
    await loaded();
    add(fish102);
    actor.send({ type: 'favourites.clear' });
    expect(actor.getSnapshot().context.queue).toEqual([]);
    pending[0]?.settle('ok');
    await Promise.resolve();
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
    expect(actor.getSnapshot().context.ids).toEqual([]);
  });
});

describe('rollBack', () => {
  const op = (kind: 'add' | 'remove', input: FavouriteInput) => ({ kind, ...input });

  it('undoes the head op only', () => {
    expect(rollBack(['101', '102'], [op('add', fish102), op('remove', slot101)])).toEqual(['101']);
    expect(rollBack(['102'], [op('remove', slot101)])).toEqual(['102', '101']);
  });

  it('keeps the ids when a later op of the same game is queued, or nothing is queued', () => {
    expect(rollBack(['101'], [op('remove', fish102), op('add', fish102)])).toEqual(['101']);
    expect(rollBack(['101'], [])).toEqual(['101']);
  });
});
