import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { createCatalogueCache } from './cache.ts';

/** A database whose notifications and listening connection the test drives by hand. */
const fakeDb = () => {
  let notify: (payload: string | null) => void = () => undefined;
  const state = { live: true };
  const db = {
    query: async () => [{ schema: 'mine' }],
    listen: async (_channel: string, onNotify: (payload: string | null) => void) => {
      notify = onNotify;
      return {
        get live() {
          return state.live;
        },
        close: async () => undefined,
      };
    },
  } as unknown as Db;
  return { db, state, notify: (payload: string | null) => notify(payload) };
};

describe('catalogue cache', () => {
  it('loads once, shares a load in flight and forgets on its schema notification', async () => {
    const { db, notify } = fakeDb();
    const cache = await createCatalogueCache(db);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await Promise.all([cache.read('k', load), cache.read('k', load)])).toEqual([1, 1]);
    notify('another_schema');
    expect(await cache.read('k', load)).toBe(1);
    notify('mine');
    expect(await cache.read('k', load)).toBe(2);
    cache.clear();
    expect(await cache.read('k', load)).toBe(3);
  });

  it('reads through while notifications may be missed, and forgets when they are back', async () => {
    const { db, state, notify } = fakeDb();
    const cache = await createCatalogueCache(db);
    let value = 'old';
    const load = async () => value;
    expect(await cache.read('k', load)).toBe('old');
    state.live = false;
    notify(null);
    value = 'new';
    expect(await cache.read('k', load)).toBe('new');
    value = 'newer';
    expect(await cache.read('k', load)).toBe('newer');
    state.live = true;
    notify(null);
    expect(await cache.read('k', load)).toBe('newer');
  });

  it('keeps no failed load and at most its bound of entries', async () => {
    const { db } = fakeDb();
    const cache = await createCatalogueCache(db, 2);
    await expect(cache.read('bad', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.read('bad', async () => 'ok')).toBe('ok');
    let loads = 0;
    const load = async () => (loads += 1);
    for (const key of ['a', 'b', 'c', 'c', 'a']) await cache.read(key, load);
    // 'bad' went for 'b', then 'a' for 'c': reading 'a' again loads it again.
    expect(loads).toBe(4);
  });
});
