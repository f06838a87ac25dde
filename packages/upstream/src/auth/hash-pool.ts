import PQueue from 'p-queue';
import { ApiError } from '../http/api-error.ts';

/**
 * Admission control for scrypt (issue 12: 200 parallel logins stalled every read for 26 s).
 *
 * scrypt already runs off the main thread, in libuv's thread pool (4 threads by default), so a
 * worker pool would only add a second layer of threads. What was missing is a bound: every
 * login queued its hash at once, four hashes took both cores from the event loop (which also
 * runs PGlite's queries), and the thread pool that file and DNS work share stayed full for
 * tens of seconds. Here at most `concurrency` hashing sections run at once (one core left for
 * reads on a 2-core machine), at most `maxQueue` wait, and none waits longer than `maxWaitMs`:
 * past either bound the caller gets `system.busy` (503) at once instead of a 504 later.
 * p-queue does the queueing and removes an aborted waiter from the queue.
 */
export interface HashPoolOptions {
  /** Hashing sections running at once. */
  concurrency: number;
  /** Sections allowed to wait for a slot; one more is refused at once. */
  maxQueue: number;
  /** How long a section may wait for a slot before it is refused. */
  maxWaitMs: number;
}

export interface HashPool {
  /**
   * Runs `section` once a slot is free, or throws `ApiError('system.busy')` without running it
   * when the queue is full or the wait passes the deadline. A section holds its slot until it
   * ends, so a route puts every write that must not happen without the hash (a captcha used up,
   * a try counted) inside it. Sections must not nest: the inner one would wait for the outer.
   */
  run<T>(section: () => Promise<T>): Promise<T>;
  /** Sections holding a slot now. */
  readonly running: number;
  /** Sections waiting for a slot now. */
  readonly waiting: number;
}

export const createHashPool = (options: HashPoolOptions): HashPool => {
  const queue = new PQueue({ concurrency: options.concurrency });
  return {
    async run<T>(section: () => Promise<T>): Promise<T> {
      if (queue.size >= options.maxQueue && queue.pending >= options.concurrency) {
        throw new ApiError('system.busy');
      }
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), options.maxWaitMs);
      try {
        return await queue.add(
          () => {
            // Started: the deadline no longer applies (p-queue would reject a running task's
            // promise on abort while the section goes on writing).
            clearTimeout(timer);
            return section();
          },
          { signal: deadline.signal },
        );
      } catch (error) {
        if (deadline.signal.aborted) throw new ApiError('system.busy');
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    get running() {
      return queue.pending;
    },
    get waiting() {
      return queue.size;
    },
  };
};
