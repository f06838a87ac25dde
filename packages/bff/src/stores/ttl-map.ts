interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * A bounded map whose entries expire. Every write moves the key to the end, so the front holds
 * the least recently written entries: expired ones are swept from there on each write and, past
 * `maxEntries`, the oldest are evicted. Memory therefore never grows without bound, with no timer
 * to clean up.
 */
export class TtlMap<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(maxEntries: number, now: () => number) {
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    this.#entries.delete(key);
    if (ttlMs <= 0) return;
    this.#entries.set(key, { value, expiresAt: this.#now() + ttlMs });
    this.#sweep();
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  #sweep(): void {
    const now = this.#now();
    for (const [key, entry] of this.#entries) {
      const over = this.#entries.size > this.#maxEntries;
      if (!over && entry.expiresAt > now) break;
      this.#entries.delete(key);
    }
  }
}
