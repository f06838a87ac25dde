import type { Redis } from 'ioredis';
import type { CounterStore, WindowCount } from './counter-store.ts';
import { RedisScript } from './redis-client.ts';
import { sessionDataSchema } from './session-schema.ts';
import type { SessionData, SessionStore } from './session-store.ts';

interface RedisStoreOptions {
  /** Prefix of every key (deployments and test runs sharing one Redis stay apart). */
  prefix: string;
}

/**
 * Sessions in Redis, one JSON string per (hashed) session id with a PX TTL, so several bff
 * instances share them. What is read back is validated: a malformed entry is no session.
 */
export class RedisSessionStore implements SessionStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, options: RedisStoreOptions) {
    this.#redis = redis;
    this.#prefix = `${options.prefix}sess:`;
  }

  async get(id: string): Promise<SessionData | undefined> {
    const text = await this.#redis.get(this.#prefix + id);
    if (text === null) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return undefined;
    }
    const parsed = sessionDataSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  }

  async set(id: string, data: SessionData, ttlMs: number): Promise<void> {
    if (ttlMs <= 0) return this.delete(id);
    await this.#redis.set(this.#prefix + id, JSON.stringify(data), 'PX', Math.ceil(ttlMs));
  }

  async delete(id: string): Promise<void> {
    await this.#redis.del(this.#prefix + id);
  }
}

/** INCR and, for a new window (or a key that lost its TTL), PEXPIRE: one atomic step. */
const hitScript = new RedisScript(`
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`);

const peekScript = new RedisScript(`
local count = redis.call('GET', KEYS[1])
if not count then return false end
return { tonumber(count), redis.call('PTTL', KEYS[1]) }
`);

// Only an open window is decremented: a release after the window ended must not create a key
// without expiry.
const releaseScript = new RedisScript(`
local count = redis.call('GET', KEYS[1])
if count and tonumber(count) > 0 then redis.call('DECR', KEYS[1]) end
return 0
`);

const isPair = (reply: unknown): reply is [number, number] =>
  Array.isArray(reply) &&
  reply.length === 2 &&
  typeof reply[0] === 'number' &&
  typeof reply[1] === 'number';

/**
 * Fixed-window counters in Redis (`INCR` + `PEXPIRE` in one Lua script on one key, so it is
 * atomic and Redis Cluster safe). Windows run on Redis time; `resetAt` is reported on the
 * bff's clock as now + the key's remaining TTL.
 */
export class RedisCounterStore implements CounterStore {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #now: () => number;

  constructor(redis: Redis, options: RedisStoreOptions & { now?: () => number }) {
    this.#redis = redis;
    this.#prefix = `${options.prefix}cnt:`;
    this.#now = options.now ?? Date.now;
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const ms = Math.max(1, Math.ceil(windowMs));
    const reply = await hitScript.run(this.#redis, [this.#prefix + key], [ms]);
    if (!isPair(reply)) throw new Error('unexpected counter reply');
    return { count: reply[0], resetAt: this.#now() + Math.max(0, reply[1]) };
  }

  async peek(key: string): Promise<WindowCount | null> {
    const reply = await peekScript.run(this.#redis, [this.#prefix + key], []);
    if (reply === null) return null;
    if (!isPair(reply)) throw new Error('unexpected counter reply');
    return { count: reply[0], resetAt: this.#now() + Math.max(0, reply[1]) };
  }

  async extend(key: string, windowMs: number): Promise<void> {
    await this.#redis.pexpire(this.#prefix + key, Math.max(1, Math.ceil(windowMs)));
  }

  async delete(key: string): Promise<void> {
    await this.#redis.del(this.#prefix + key);
  }

  async release(key: string): Promise<void> {
    await releaseScript.run(this.#redis, [this.#prefix + key], []);
  }
}
