import { BffError } from '../errors.ts';

export interface AdmissionLimits {
  /** Calls let through at once. */
  concurrency: number;
  /** Calls waiting for a slot; one more is refused at once. */
  queueMax: number;
  /** Longest wait for a slot; a call still waiting then is refused. */
  queueTimeoutMs: number;
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Caps how many expensive calls (those that make the platform hash a password) the bff forwards
 * at once: a burst waits in a short queue with a deadline, and what does not fit is refused with
 * 503 `upstream.unavailable` and `Retry-After`, so the platform's other calls keep their
 * capacity. Per instance: N instances forward at most N × `concurrency`.
 */
export class AdmissionGate {
  readonly #limits: AdmissionLimits;
  readonly #queue: Waiter[] = [];
  #running = 0;

  constructor(limits: AdmissionLimits) {
    this.#limits = limits;
  }

  /** Calls running now and waiting now (for tests and health). */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#queue.length };
  }

  /** Runs `work` when a slot is free; throws the coded 503 when none frees in time. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.#enter();
    try {
      return await work();
    } finally {
      this.#leave();
    }
  }

  #enter(): Promise<void> {
    const { concurrency, queueMax, queueTimeoutMs } = this.#limits;
    if (this.#running < concurrency) {
      this.#running += 1;
      return Promise.resolve();
    }
    if (this.#queue.length >= queueMax) return Promise.reject(busy(queueTimeoutMs));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.#queue.splice(this.#queue.indexOf(waiter), 1);
          reject(busy(queueTimeoutMs));
        }, queueTimeoutMs),
      };
      this.#queue.push(waiter);
    });
  }

  /** Hands the slot straight to the first waiter, or frees it. */
  #leave(): void {
    const next = this.#queue.shift();
    if (next) next.admit();
    else this.#running -= 1;
  }
}

const busy = (queueTimeoutMs: number) =>
  new BffError('upstream.unavailable', {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(queueTimeoutMs / 1000))) },
  });
