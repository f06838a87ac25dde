import type { CounterStore, WindowCount } from './counter-store.ts';
import type { SessionData, SessionStore } from './session-store.ts';
import { TtlMap } from './ttl-map.ts';

/**
 * In-process session store: the single-instance default. Several bff instances need a shared
 * store (Redis) behind the same interface, or a browser's session lives on one instance only.
 */
export class MemorySessionStore implements SessionStore {
  readonly #map: TtlMap<SessionData>;

  constructor(options: { maxEntries: number; now?: () => number }) {
    this.#map = new TtlMap(options.maxEntries, options.now ?? Date.now);
  }

  get size(): number {
    return this.#map.size;
  }

  async get(id: string): Promise<SessionData | undefined> {
    const data = this.#map.get(id);
    // A copy, so that callers mutating what they read never change the stored session unsaved.
    return data ? { ...data } : undefined;
  }

  async set(id: string, data: SessionData, ttlMs: number): Promise<void> {
    this.#map.set(id, { ...data }, ttlMs);
  }

  async delete(id: string): Promise<void> {
    this.#map.delete(id);
  }
}

/** In-process fixed-window counters; per instance, so N instances allow N times the limit. */
export class MemoryCounterStore implements CounterStore {
  readonly #map: TtlMap<WindowCount>;
  readonly #now: () => number;

  constructor(options: { maxEntries: number; now?: () => number }) {
    this.#now = options.now ?? Date.now;
    this.#map = new TtlMap(options.maxEntries, this.#now);
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
