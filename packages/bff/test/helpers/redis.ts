import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { loadBffConfig } from '../../src/config.ts';

/**
 * The Redis the Redis variants run against: `REDIS_URL` of the environment (e.g.
 * redis://127.0.0.1:6379), read through the bff's own config. Null: those variants are skipped.
 */
export const redisUrl = loadBffConfig(process.env).redisUrl;

/** Says so when the Redis variants of `what` cannot run. */
export const warnIfNoRedis = (what: string): void => {
  if (!redisUrl) console.warn(`REDIS_URL is unset: the Redis variant of ${what} was skipped`);
};

/** A key prefix of its own for one test run, so parallel runs and real data never meet. */
export const runPrefix = (): string => `his:test:${process.pid}:${randomBytes(4).toString('hex')}:`;

/** A connection for the tests themselves (inspecting and cleaning up keys). */
export const testRedis = async (url: string): Promise<Redis> => {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  return redis;
};

/** Deletes every key under `prefix`. */
export const dropPrefix = async (redis: Redis, prefix: string): Promise<void> => {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
};

/** A URL where no Redis listens: what the bff sees while Redis is down. */
export const deadRedisUrl = 'redis://127.0.0.1:1';
