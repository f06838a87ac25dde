interface Entry<V> {
  value: V;
  expiresAt: number;
}

/** A write a full store refused: the caller fails closed (503), it never forgets a live entry. */
export class StoreFullError extends Error {
  constructor(maxEntries: number) {
    super(`store full (${maxEntries} live entries)`);
    this.name = 'StoreFullError';
  }
}

/**
 * What a full map does with a write of a new key:
 * - `refuse` throws `StoreFullError` (limits, redeemed challenges, logged-in sessions: forgetting
 *   one would switch a limit off, let a challenge be redeemed again or log a member out);
 * - `evict-oldest` drops the least recently written entry (anonymous sessions, which hold
 *   nothing a visitor cannot get again).
 */
type WhenFull = 'refuse' | 'evict-oldest';

interface TtlMapOptions {
  maxEntries: number;
  now: () => number;
  whenFull: WhenFull;
}

/** A full scan for expired entries runs at most this often, so a flood of refused writes stays O(1). */
const fullSweepIntervalMs = 1_000;

/**
 * A bounded map whose entries expire, with no timer to clean up. Every write moves the key to the
 * end, so the front holds the least recently written entries: expired ones are swept from there
 * on each write. Entries with different lifetimes can leave expired entries behind a live one, so
 * before a full map refuses or evicts it scans everything once (at most once a second).
 */
export class TtlMap<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #options: TtlMapOptions;
  #lastFullSweep = Number.NEGATIVE_INFINITY;

  constructor(options: TtlMapOptions) {
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#options.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Writes `key`; throws `StoreFullError` for a new key of a full `refuse` map. */
  set(key: string, value: V, ttlMs: number): void {
    if (ttlMs <= 0) {
      this.#entries.delete(key);
      return;
    }
    const now = this.#options.now();
    this.#sweepFront(now);
    if (!this.#entries.has(key) && this.#entries.size >= this.#options.maxEntries) {
      this.#makeRoom(now);
    }
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: now + ttlMs });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  #sweepFront(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt > now) break;
      this.#entries.delete(key);
    }
  }

  #makeRoom(now: number): void {
    const { maxEntries, whenFull } = this.#options;
    if (now - this.#lastFullSweep >= fullSweepIntervalMs) {
      this.#lastFullSweep = now;
      for (const [key, entry] of this.#entries) {
        if (entry.expiresAt <= now) this.#entries.delete(key);
      }
    }
    if (this.#entries.size < maxEntries) return;
    if (whenFull === 'refuse') throw new StoreFullError(maxEntries);
    const oldest = this.#entries.keys().next();
    if (!oldest.done) this.#entries.delete(oldest.value);
  }
}
