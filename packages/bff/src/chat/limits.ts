/**
 * Sliding-window counts per session for the chat socket, kept in this process (a session's
 * socket lives on one bff; two sockets of one session on one bff share the count). A session's
 * entry goes once it has no socket left.
 */
export class SessionWindows {
  readonly #hits = new Map<string, number[]>();
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;

  constructor(limit: number, windowMs: number, now: () => number) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /** Counts one hit; false when the session had `limit` hits in the window already. */
  take(session: string): boolean {
    const now = this.#now();
    const recent = (this.#hits.get(session) ?? []).filter((at) => now - at < this.#windowMs);
    if (recent.length >= this.#limit) {
      this.#hits.set(session, recent);
      return false;
    }
    recent.push(now);
    this.#hits.set(session, recent);
    return true;
  }

  forget(session: string): void {
    this.#hits.delete(session);
  }
}
