/** A fixed-window counter after one more hit. */
export interface WindowCount {
  count: number;
  /** Epoch ms (store clock) when the window ends and the count starts again. */
  resetAt: number;
}

/**
 * Counters for rate limits and single-use markers: in memory for one instance, Redis when
 * several instances must share one limit. Every method is atomic on its one key, so parallel
 * requests (on one instance or many) cannot both see "first". A store that cannot answer
 * throws: the limits built on it fail closed.
 */
export interface CounterStore {
  /** Counts one hit on `key` in a window of `windowMs` that starts at the key's first hit. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The count of an open window without counting, or null when none is open. */
  peek(key: string): Promise<WindowCount | null>;
  /** Makes the open window of `key` end `windowMs` from now (a hold extended); no-op if none. */
  extend(key: string, windowMs: number): Promise<void>;
  /** Ends the window of `key` (a hold released). */
  delete(key: string): Promise<void>;
  /** Gives one hit back to an open window (never below zero, window end unchanged). */
  release(key: string): Promise<void>;
}
