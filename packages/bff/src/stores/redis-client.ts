import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { BffConfig } from '../config.ts';

/**
 * The Redis connection for sessions and counters. Commands fail at once while Redis is
 * unreachable (no offline queue, one try, a command timeout) instead of waiting: the callers
 * fail closed with 503, which is better than requests piling up. It reconnects on its own.
 */
export const createRedis = (
  config: Pick<BffConfig, 'redisTimeoutMs'> & { redisUrl: string },
): Redis =>
  new Redis(config.redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: config.redisTimeoutMs,
    commandTimeout: config.redisTimeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });

/**
 * Redis's `maxmemory-policy`, or `unknown` where CONFIG is hidden (managed Redis). The bff needs
 * `noeviction`, so that a full Redis refuses writes (the limits answer 503) as the in-memory
 * stores do: any evicting policy would forget limits and sessions under a flood, `volatile-*`
 * too, since every key the bff writes has a TTL.
 */
export const redisEvictionPolicy = async (redis: {
  config(subcommand: 'GET', parameter: string): Promise<unknown>;
}): Promise<string> => {
  const reply: unknown = await redis.config('GET', 'maxmemory-policy').catch(() => null);
  const policy: unknown = Array.isArray(reply) ? reply[1] : null;
  return typeof policy === 'string' ? policy : 'unknown';
};

/** A Lua script run by its SHA (sent in full once per server, or after a script flush). */
export class RedisScript {
  readonly #source: string;
  readonly #sha: string;

  constructor(source: string) {
    this.#source = source;
    this.#sha = createHash('sha1').update(source).digest('hex');
  }

  async run(redis: Redis, keys: string[], args: (string | number)[]): Promise<unknown> {
    try {
      return await redis.evalsha(this.#sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(this.#source, keys.length, ...keys, ...args);
    }
  }
}
