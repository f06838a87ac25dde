import { describe, expect, it } from 'vitest';
import { MemoryCounterStore, MemorySessionStore } from './memory.ts';
import { StoreFullError } from './ttl-map.ts';
import type { SessionData } from './session-store.ts';

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
};

const data = (account: string, token: string | null = `token-of-${account}`): SessionData => ({
  token,
  account,
  nickname: null,
  isAgent: null,
  captchaId: null,
  createdAt: 0,
  lastSeenAt: 0,
  absoluteDeadline: 0,
  remember: false,
});

describe('MemorySessionStore', () => {
  it('forgets an entry when its TTL has passed', async () => {
    const time = clock();
    const store = new MemorySessionStore({ maxEntries: 10, now: time.now });
    await store.set('a', data('a'), 1000);
    time.advance(999);
    expect((await store.get('a'))?.account).toBe('a');
    time.advance(1);
    expect(await store.get('a')).toBeUndefined();
  });

  it('refuses a new login past maxEntries and never forgets a logged-in session', async () => {
    const store = new MemorySessionStore({ maxEntries: 3, now: clock().now });
    for (const id of ['a', 'b', 'c']) await store.set(id, data(id), 60_000);
    await expect(store.set('d', data('d'), 60_000)).rejects.toThrow(StoreFullError);
    await store.set('a', data('a'), 60_000);
    for (const id of ['a', 'b', 'c']) expect((await store.get(id))?.account).toBe(id);
    expect(await store.get('d')).toBeUndefined();
  });

  it('makes room for a login once a session expired, even one written after a live one', async () => {
    const time = clock();
    const store = new MemorySessionStore({ maxEntries: 2, now: time.now });
    await store.set('long', data('long'), 60_000);
    await store.set('short', data('short'), 1_000);
    time.advance(1_000);
    await store.set('new', data('new'), 60_000);
    expect((await store.get('long'))?.account).toBe('long');
    expect((await store.get('new'))?.account).toBe('new');
  });

  it('forgets the oldest anonymous session past its own bound, never a logged-in one', async () => {
    const store = new MemorySessionStore({
      maxEntries: 2,
      maxAnonymousEntries: 3,
      now: clock().now,
    });
    await store.set('member', data('member'), 60_000);
    for (let i = 0; i < 1000; i += 1) await store.set(`anon-${i}`, data('x', null), 60_000);
    expect(store.size).toBe(4);
    expect((await store.get('member'))?.token).toBe('token-of-member');
    expect(await store.get('anon-0')).toBeUndefined();
    expect(await store.get('anon-999')).toBeDefined();
  });

  it('moves a session between the pools when its login starts or ends', async () => {
    const store = new MemorySessionStore({
      maxEntries: 1,
      maxAnonymousEntries: 1,
      now: clock().now,
    });
    await store.set('a', data('a', null), 60_000);
    await store.set('a', data('a'), 60_000);
    await store.set('b', data('b', null), 60_000);
    expect((await store.get('a'))?.token).toBe('token-of-a');
    await store.set('a', data('a', null), 60_000);
    expect(store.size).toBe(1);
    expect((await store.get('a'))?.token).toBeNull();
  });

  it('sweeps expired entries as new ones arrive, so memory does not grow with dead sessions', async () => {
    const time = clock();
    const store = new MemorySessionStore({ maxEntries: 1000, now: time.now });
    for (let i = 0; i < 100; i += 1) await store.set(`old-${i}`, data('x'), 1000);
    time.advance(1000);
    await store.set('new', data('new'), 1000);
    expect(store.size).toBe(1);
  });

  it('hands out copies: changing what was read changes nothing stored', async () => {
    const store = new MemorySessionStore({ maxEntries: 10, now: clock().now });
    await store.set('a', data('a'), 1000);
    const read = await store.get('a');
    if (read) read.token = null;
    expect((await store.get('a'))?.token).toBe('token-of-a');
  });

  it('deletes', async () => {
    const store = new MemorySessionStore({ maxEntries: 10, now: clock().now });
    await store.set('a', data('a'), 1000);
    await store.delete('a');
    expect(await store.get('a')).toBeUndefined();
  });
});

describe('MemoryCounterStore', () => {
  it('counts hits in a fixed window that starts at the first hit', async () => {
    const time = clock();
    const store = new MemoryCounterStore({ maxEntries: 10, now: time.now });
    expect(await store.hit('k', 1000)).toEqual({ count: 1, resetAt: 1_001_000 });
    time.advance(500);
    expect(await store.hit('k', 1000)).toEqual({ count: 2, resetAt: 1_001_000 });
    time.advance(500);
    expect(await store.hit('k', 1000)).toEqual({ count: 1, resetAt: 1_002_000 });
  });

  it('keeps keys apart', async () => {
    const store = new MemoryCounterStore({ maxEntries: 10, now: clock().now });
    await store.hit('a', 1000);
    expect((await store.hit('b', 1000)).count).toBe(1);
  });

  it('refuses a new key when full and keeps counting the keys it holds', async () => {
    const store = new MemoryCounterStore({ maxEntries: 2, now: clock().now });
    await store.hit('a', 60_000);
    await store.hit('b', 60_000);
    await expect(store.hit('c', 60_000)).rejects.toThrow(StoreFullError);
    expect((await store.hit('a', 60_000)).count).toBe(2);
    expect(await store.peek('c')).toBeNull();
  });
});
