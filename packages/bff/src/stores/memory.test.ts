import { describe, expect, it } from 'vitest';
import { MemoryCounterStore, MemorySessionStore } from './memory.ts';
import type { SessionData } from './session-store.ts';

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
};

const data = (account: string): SessionData => ({
  token: `token-of-${account}`,
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

  it('never holds more than maxEntries, evicting the least recently written', async () => {
    const store = new MemorySessionStore({ maxEntries: 3, now: clock().now });
    for (const id of ['a', 'b', 'c']) await store.set(id, data(id), 60_000);
    await store.set('a', data('a'), 60_000);
    await store.set('d', data('d'), 60_000);
    expect(store.size).toBe(3);
    expect(await store.get('b')).toBeUndefined();
    expect((await store.get('a'))?.account).toBe('a');
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
});
