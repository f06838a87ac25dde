import type { CounterStore, WindowCount } from './counter-store.ts';
import type { SessionData, SessionStore } from './session-store.ts';
import { TtlMap } from './ttl-map.ts';

interface MemorySessionStoreOptions {
  /** Logged-in sessions: a full pool refuses a login (503), it never logs a member out. */
  maxEntries: number;
  /**
   * Sessions without a login (a captcha id, an SMS interval): past this many the oldest is
   * forgotten, which costs its visitor a new captcha at most. Default: `maxEntries`.
   */
  maxAnonymousEntries?: number;
  now?: () => number;
}

/**
 * In-process session store: the single-instance default. Several bff instances need a shared
 * store (Redis) behind the same interface, or a browser's session lives on one instance only.
 * Two pools, so that anonymous requests (each captcha fetch of a cookieless client makes a
 * session) can never push a logged-in session out.
 */
export class MemorySessionStore implements SessionStore {
  readonly #members: TtlMap<SessionData>;
  readonly #anonymous: TtlMap<SessionData>;

  constructor(options: MemorySessionStoreOptions) {
    const now = options.now ?? Date.now;
    this.#members = new TtlMap({ maxEntries: options.maxEntries, now, whenFull: 'refuse' });
    this.#anonymous = new TtlMap({
      maxEntries: options.maxAnonymousEntries ?? options.maxEntries,
      now,
      whenFull: 'evict-oldest',
    });
  }

  get size(): number {
    return this.#members.size + this.#anonymous.size;
  }

  async get(id: string): Promise<SessionData | undefined> {
    const data = this.#members.get(id) ?? this.#anonymous.get(id);
    // A copy, so that callers mutating what they read never change the stored session unsaved.
    return data ? { ...data } : undefined;
  }

  async set(id: string, data: SessionData, ttlMs: number): Promise<void> {
    const [pool, other] =
      data.token === null ? [this.#anonymous, this.#members] : [this.#members, this.#anonymous];
    pool.set(id, { ...data }, ttlMs);
    other.delete(id);
  }

  async delete(id: string): Promise<void> {
    this.#members.delete(id);
    this.#anonymous.delete(id);
  }
}

/**
 * In-process fixed-window counters; per instance, so N instances allow N times the limit. A full
 * store refuses new keys (the limit built on it answers 503) and never forgets a live count, so
 * one kind of key cannot push out another: the bff gives each purpose its own store.
 */
export class MemoryCounterStore implements CounterStore {
  readonly #map: TtlMap<WindowCount>;
  readonly #now: () => number;

  constructor(options: { maxEntries: number; now?: () => number }) {
    this.#now = options.now ?? Date.now;
    this.#map = new TtlMap({ maxEntries: options.maxEntries, now: this.#now, whenFull: 'refuse' });
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.#now();
    const current = this.#map.get(key);
    const next = current
      ? { count: current.count + 1, resetAt: current.resetAt }
      : { count: 1, resetAt: now + windowMs };
    this.#map.set(key, next, next.resetAt - now);
    return { ...next };
  }

  async peek(key: string): Promise<WindowCount | null> {
    const current = this.#map.get(key);
    return current ? { ...current } : null;
  }

  async extend(key: string, windowMs: number): Promise<void> {
    const current = this.#map.get(key);
    if (!current) return;
    const resetAt = this.#now() + windowMs;
    this.#map.set(key, { count: current.count, resetAt }, windowMs);
  }

  async delete(key: string): Promise<void> {
    this.#map.delete(key);
  }

  async release(key: string): Promise<void> {
    const current = this.#map.get(key);
    if (!current) return;
    const next = { count: Math.max(0, current.count - 1), resetAt: current.resetAt };
    this.#map.set(key, next, next.resetAt - this.#now());
  }
}
