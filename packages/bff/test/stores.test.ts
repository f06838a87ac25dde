import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import type { CounterStore } from '../src/stores/counter-store.ts';
import { MemoryCounterStore, MemorySessionStore } from '../src/stores/memory.ts';
import { RedisCounterStore, RedisSessionStore } from '../src/stores/redis.ts';
import { createRedis } from '../src/stores/redis-client.ts';
import type { SessionData, SessionStore } from '../src/stores/session-store.ts';
import {
  deadRedisUrl,
  dropPrefix,
  redisUrl,
  runPrefix,
  testRedis,
  warnIfNoRedis,
} from './helpers/redis.ts';

warnIfNoRedis('the store tests');

const now = () => 1_700_000_000_000;
const data = (account: string): SessionData => ({
  token: `token-of-${account}-0123456789`,
  account,
  nickname: 'Nick',
  isAgent: 0,
  captchaId: null,
  createdAt: 1,
  lastSeenAt: 2,
  absoluteDeadline: 3,
  remember: true,
});

interface Variant {
  sessions: SessionStore;
  counters: CounterStore;
}

/** The same behaviour from every implementation behind the interfaces. */
const contract = (name: string, variant: () => Variant) => {
  describe(`${name}: SessionStore`, () => {
    it('gives back what was stored, and nothing after delete', async () => {
      const { sessions } = variant();
      await sessions.set('id-a', data('a'), 60_000);
      expect(await sessions.get('id-a')).toEqual(data('a'));
      expect(await sessions.get('id-unknown')).toBeUndefined();
      await sessions.delete('id-a');
      expect(await sessions.get('id-a')).toBeUndefined();
    });

    it('stores nothing for a TTL that has already run out', async () => {
      const { sessions } = variant();
      await sessions.set('id-b', data('b'), 60_000);
      await sessions.set('id-b', data('b'), 0);
      expect(await sessions.get('id-b')).toBeUndefined();
    });
  });

  describe(`${name}: CounterStore`, () => {
    it('counts hits in a window that ends windowMs after the first', async () => {
      const { counters } = variant();
      const first = await counters.hit('k1', 60_000);
      expect(first.count).toBe(1);
      expect(first.resetAt).toBeGreaterThan(now() + 59_000);
      expect(first.resetAt).toBeLessThanOrEqual(now() + 60_000);
      const second = await counters.hit('k1', 60_000);
      expect(second.count).toBe(2);
      expect(second.resetAt).toBeLessThanOrEqual(first.resetAt);
    });

    it('counts parallel hits exactly once each', async () => {
      const { counters } = variant();
      const counts = await Promise.all(
        Array.from({ length: 50 }, () => counters.hit('k2', 60_000)),
      );
      expect(counts.map(({ count }) => count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
    });

    it('peeks without counting', async () => {
      const { counters } = variant();
      expect(await counters.peek('k3')).toBeNull();
      await counters.hit('k3', 60_000);
      expect((await counters.peek('k3'))?.count).toBe(1);
      expect((await counters.peek('k3'))?.count).toBe(1);
    });

    it('extends an open window and ends it on delete', async () => {
      const { counters } = variant();
      await counters.extend('k4', 60_000);
      expect(await counters.peek('k4')).toBeNull();
      await counters.hit('k4', 1000);
      await counters.extend('k4', 300_000);
      const extended = await counters.peek('k4');
      expect(extended?.count).toBe(1);
      expect(extended?.resetAt).toBeGreaterThan(now() + 299_000);
      await counters.delete('k4');
      expect(await counters.peek('k4')).toBeNull();
      expect((await counters.hit('k4', 1000)).count).toBe(1);
    });

    it('gives a hit back without going below zero or opening a window', async () => {
      const { counters } = variant();
      await counters.release('k5');
      expect(await counters.peek('k5')).toBeNull();
      await counters.hit('k5', 60_000);
      await counters.hit('k5', 60_000);
      await counters.release('k5');
      expect((await counters.peek('k5'))?.count).toBe(1);
      await counters.release('k5');
      await counters.release('k5');
      expect((await counters.peek('k5'))?.count).toBe(0);
      expect((await counters.hit('k5', 60_000)).count).toBe(1);
    });
  });
};

contract('memory', () => ({
  sessions: new MemorySessionStore({ maxEntries: 100, now }),
  counters: new MemoryCounterStore({ maxEntries: 100, now }),
}));

describe.skipIf(!redisUrl)('Redis', () => {
  const prefix = runPrefix();
  let client: Redis;
  let inspector: Redis;

  beforeAll(async () => {
    const url = redisUrl ?? '';
    client = createRedis({ redisUrl: url, redisTimeoutMs: 1000 });
    await client.connect();
    inspector = await testRedis(url);
  });
  afterAll(async () => {
    await dropPrefix(inspector, prefix);
    expect(await inspector.keys(`${prefix}*`)).toEqual([]);
    await client?.quit();
    await inspector?.quit();
  });

  contract('Redis', () => ({
    sessions: new RedisSessionStore(client, { prefix }),
    counters: new RedisCounterStore(client, { prefix, now }),
  }));

  it('keeps every key under its prefix, with a TTL', async () => {
    await new RedisSessionStore(client, { prefix }).set('id-ttl', data('t'), 30_000);
    await new RedisCounterStore(client, { prefix, now }).hit('ttl', 45_000);
    const sessionTtl = await inspector.pttl(`${prefix}sess:id-ttl`);
    const counterTtl = await inspector.pttl(`${prefix}cnt:ttl`);
    expect(sessionTtl).toBeGreaterThan(29_000);
    expect(sessionTtl).toBeLessThanOrEqual(30_000);
    expect(counterTtl).toBeGreaterThan(44_000);
    expect(counterTtl).toBeLessThanOrEqual(45_000);
  });

  it('reads a malformed session entry as no session', async () => {
    const sessions = new RedisSessionStore(client, { prefix });
    await inspector.set(`${prefix}sess:bad-json`, '{"token":', 'PX', 60_000);
    await inspector.set(`${prefix}sess:bad-shape`, JSON.stringify({ token: 1 }), 'PX', 60_000);
    expect(await sessions.get('bad-json')).toBeUndefined();
    expect(await sessions.get('bad-shape')).toBeUndefined();
  });

  it('gives a counter that lost its TTL a new window instead of counting forever', async () => {
    await inspector.set(`${prefix}cnt:stuck`, '7');
    const counters = new RedisCounterStore(client, { prefix, now });
    expect((await counters.hit('stuck', 10_000)).count).toBe(8);
    expect(await inspector.pttl(`${prefix}cnt:stuck`)).toBeGreaterThan(9000);
  });

  it('sends its scripts again after Redis forgot them', async () => {
    const counters = new RedisCounterStore(client, { prefix, now });
    await counters.hit('flushed', 10_000);
    await inspector.script('FLUSH');
    expect((await counters.hit('flushed', 10_000)).count).toBe(2);
    expect((await counters.peek('flushed'))?.count).toBe(2);
  });
});

describe('Redis unreachable', () => {
  it('fails every store call at once instead of waiting (the callers fail closed)', async () => {
    const dead = createRedis({ redisUrl: deadRedisUrl, redisTimeoutMs: 500 });
    dead.on('error', () => {});
    await dead.connect().catch(() => {});
    const sessions = new RedisSessionStore(dead, { prefix: 'x:' });
    const counters = new RedisCounterStore(dead, { prefix: 'x:', now });
    await expect(sessions.get('a')).rejects.toThrow();
    await expect(sessions.set('a', data('a'), 1000)).rejects.toThrow();
    await expect(counters.hit('a', 1000)).rejects.toThrow();
    await expect(counters.peek('a')).rejects.toThrow();
    dead.disconnect();
  });
});
