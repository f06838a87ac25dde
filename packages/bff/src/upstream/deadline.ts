import { EventEmitter } from 'node:events';
import type { Dispatcher } from 'undici';

type Options = Dispatcher.RequestOptions<unknown>;
type Answer = Dispatcher.ResponseData<unknown>;
/** undici's callback form (reply-from's): on failure the error comes alone. */
type Callback = (error: Error | null, data?: Answer) => void;

const deadlinePassed = (deadlineMs: number) =>
  // A TimeoutError, which `toUpstreamError` answers with 504 `upstream.timeout`.
  new DOMException(`no complete platform answer within ${deadlineMs} ms`, 'TimeoutError');

/**
 * The abort signal of one call, as undici also takes it (an EventEmitter with `aborted`,
 * `reason` and an `abort` event): an AbortController and its EventTarget cost more than the
 * rest of the call's bookkeeping together, on every relayed request.
 */
class CallSignal extends EventEmitter {
  aborted = false;
  reason: unknown = undefined;

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.emit('abort');
  }
}

const asError = (value: unknown): Error =>
  value instanceof Error ? value : new Error(String(value));

/**
 * The platform pool with one overall deadline per call (issue 12, item 3), started when the
 * bff begins the call: the wait for a connection, the connect, the headers and the whole
 * body. undici's own timeouts are per phase and its body timeout restarts with every chunk, so
 * 200 calls queued behind 64 connections waited up to 42 s, and a platform that trickled a
 * byte every 100 ms held a call for a minute.
 *
 * Calls wait for one of the `connections` here, not in undici's queue: undici looks at a
 * queued call's signal only once a connection takes it, so an expired call would still cost a
 * connection later. A waiting call is dropped at its deadline. A call in flight gets the
 * deadline as its abort signal: undici then destroys the socket or the body (its reader sees
 * the error), and the connection is given back once undici is done with the call. A caller's
 * own signal (readiness) applies too. reply-from takes this object as its `undici` option: it
 * calls only `request` (callback form) and, at close, `destroy`.
 */
export class DeadlinePool {
  readonly #pool: Dispatcher;
  readonly #deadlineMs: number;
  #free: number;
  /** Calls waiting for a connection, oldest first. */
  readonly #waiting = new Set<() => void>();

  constructor(pool: Dispatcher, options: { deadlineMs: number; connections: number }) {
    this.#pool = pool;
    this.#deadlineMs = options.deadlineMs;
    this.#free = options.connections;
  }

  request(options: Options): Promise<Answer>;
  request(options: Options, callback: Callback): void;
  request(options: Options, callback?: Callback): Promise<Answer> | undefined {
    if (!callback) return this.#send(options);
    this.#send(options).then(
      (data) => callback(null, data),
      (error: unknown) => callback(asError(error)),
    );
    return undefined;
  }

  close(): Promise<void> {
    return this.#pool.close();
  }

  destroy(): Promise<void> {
    return this.#pool.destroy();
  }

  async #send(options: Options): Promise<Answer> {
    const deadlineMs = this.#deadlineMs;
    const signal = new CallSignal();
    const timer = setTimeout(() => signal.abort(deadlinePassed(deadlineMs)), deadlineMs);
    const own = options.signal instanceof AbortSignal ? options.signal : null;
    if (own) {
      if (own.aborted) signal.abort(own.reason);
      else own.addEventListener('abort', () => signal.abort(own.reason), { once: true });
    }
    if (this.#free > 0 && !signal.aborted) {
      // A free connection: taken at once, without a wait (most calls).
      this.#free -= 1;
    } else {
      try {
        await this.#acquire(signal);
      } catch (error) {
        clearTimeout(timer);
        throw error;
      }
    }
    let released = false;
    const done = () => {
      clearTimeout(timer);
      if (released) return;
      released = true;
      this.#release();
    };
    if (signal.aborted) {
      // Expired between being given a connection and taking it: undici never sees it.
      done();
      throw asError(signal.reason);
    }
    return new Promise<Answer>((resolve, reject) => {
      // Answered at the deadline even if undici has not let go of the call yet.
      const onAbort = () => reject(asError(signal.reason));
      signal.once('abort', onAbort);
      // undici's callback form: its promise form would wrap the same callback in one more promise.
      this.#pool.request({ ...options, signal }, (error, data) => {
        signal.off('abort', onAbort);
        if (error) {
          done();
          reject(asError(error));
          return;
        }
        // The deadline covers the body; the connection is free once it is read or dropped.
        data.body.once('close', done);
        // A body destroyed with nobody reading it (reply-from drops it when the browser went
        // away; the deadline aborts it) emits 'error': unheard, that would end the process.
        // Whoever reads the body still gets the error through its own reader.
        data.body.on('error', () => {});
        if (signal.aborted) data.body.destroy();
        resolve(data);
      });
    });
  }

  #acquire(signal: CallSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(asError(signal.reason));
    if (this.#free > 0) {
      this.#free -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        signal.off('abort', drop);
        resolve();
      };
      const drop = () => {
        this.#waiting.delete(grant);
        reject(asError(signal.reason));
      };
      this.#waiting.add(grant);
      signal.once('abort', drop);
    });
  }

  #release(): void {
    const [next] = this.#waiting;
    if (!next) {
      this.#free += 1;
      return;
    }
    this.#waiting.delete(next);
    next();
  }
}
