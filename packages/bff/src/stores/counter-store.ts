/** A fixed-window counter after one more hit. */
export interface WindowCount {
  count: number;
  /** Epoch ms (store clock) when the window ends and the count starts again. */
  resetAt: number;
}

/**
 * Counters for rate limits, behind the same pattern as the session store: memory now, Redis
 * (`INCR` + `PEXPIRE NX`) when several bff instances must share one limit.
 */
export interface CounterStore {
  /** Counts one hit on `key` in a window of `windowMs` that starts at the key's first hit. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
}
