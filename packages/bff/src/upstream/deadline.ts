import { EventEmitter } from 'node:events';
import type { Dispatcher } from 'undici';

type Options = Dispatcher.RequestOptions<unknown>;
type Answer = Dispatcher.ResponseData<unknown>;
/** undici's callback form (reply-from's): on failure the error comes alone. */
type Callback = (error: Error | null, data?: Answer) => void;

const deadlinePassed = (deadlineMs: number) =>
  // A TimeoutError, which `toUpstreamError` answers with 504 `upstream.timeout`.
  new DOMException(`no complete platform answer within ${deadlineMs} ms`, 'TimeoutError');

const asError = (value: unknown): Error =>
  value instanceof Error ? value : new Error(String(value));

/**
 * One call: its abort signal as undici also takes it (an EventEmitter with `aborted`, `reason`
 * and an `abort` event; an AbortController and its EventTarget cost more than the rest of the
 * call's bookkeeping together), its deadline timer, and the callback that hears how it ended.
 * One object per call, so a relayed request creates no closures here.
 */
class Call extends EventEmitter {
  aborted = false;
  reason: unknown = undefined;
  /** Set until the caller has been answered (an error, or undici's answer). */
  callback: Callback | null;
  /** Whether the call holds one of the pool's connections, until it gives it back. */
  holding = false;
  /** Whether the call waits in the pool's queue for a connection. */
  waiting = false;
  readonly timer: NodeJS.Timeout;
  readonly pool: DeadlinePool;
  readonly options: Options;

  constructor(pool: DeadlinePool, options: Options, callback: Callback, deadlineMs: number) {
    super();
    this.pool = pool;
    this.options = options;
    this.callback = callback;
    this.timer = setTimeout(expire, deadlineMs, this, deadlineMs);
  }

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    // Answered at once with this reason, even if undici has not let go of the call yet (its
    // own error comes after); a waiting call leaves the queue.
    this.pool.dropped(this);
    // undici's own listener destroys the socket or the body of a call in flight.
    this.emit('abort');
  }

  /** The caller hears the outcome once. */
  answer(error: Error | null, data?: Answer): void {
    const { callback } = this;
    if (!callback) return;
    this.callback = null;
    if (error) callback(error);
    else callback(null, data);
  }

  /** undici is done with the call (body read, dropped or failed): the connection is free. */
  readonly done = (): void => {
    clearTimeout(this.timer);
    this.pool.release(this);
  };
}

const expire = (call: Call, deadlineMs: number): void => {
  call.abort(deadlinePassed(deadlineMs));
};

/** undici's answer to a call in flight (the callback form: its promise form adds a promise). */
function answered(this: Call, error: Error | null, data?: Answer): void {
  if (error) {
    this.done();
    this.answer(asError(error));
    return;
  }
  const body = (data as Answer).body;
  // The deadline covers the body; the connection is free once it is read or dropped.
  body.once('close', this.done);
  // A body destroyed with nobody reading it (reply-from drops it when the browser went away;
  // the deadline aborts it) emits 'error': unheard, that would end the process. Whoever reads
  // the body still gets the error through its own reader.
  body.on('error', ignore);
  if (this.aborted) body.destroy();
  this.answer(null, data);
}

const ignore = (): void => {};

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
  readonly #waiting = new Set<Call>();

  constructor(pool: Dispatcher, options: { deadlineMs: number; connections: number }) {
    this.#pool = pool;
    this.#deadlineMs = options.deadlineMs;
    this.#free = options.connections;
  }

  request(options: Options): Promise<Answer>;
  request(options: Options, callback: Callback): void;
  request(options: Options, callback?: Callback): Promise<Answer> | undefined {
    if (callback) {
      this.#call(options, callback);
      return undefined;
    }
    return new Promise((resolve, reject) => {
      this.#call(options, (error, data) => {
        if (error) reject(error);
        else resolve(data as Answer);
      });
    });
  }

  close(): Promise<void> {
    return this.#pool.close();
  }

  destroy(): Promise<void> {
    return this.#pool.destroy();
  }

  #call(options: Options, callback: Callback): void {
    const call = new Call(this, options, callback, this.#deadlineMs);
    const own = options.signal instanceof AbortSignal ? options.signal : null;
    if (own) {
      if (own.aborted) call.abort(own.reason);
      else own.addEventListener('abort', () => call.abort(own.reason), { once: true });
    }
    if (call.aborted) return;
    if (this.#free > 0) {
      // A free connection: taken at once, without a wait (most calls).
      this.#free -= 1;
      call.holding = true;
      this.#start(call);
      return;
    }
    call.waiting = true;
    this.#waiting.add(call);
  }

  #start(call: Call): void {
    this.#pool.request({ ...call.options, signal: call }, answered.bind(call));
  }

  /** A call aborted (deadline, caller's signal): answered now, and out of the queue. */
  dropped(call: Call): void {
    if (call.waiting) {
      call.waiting = false;
      this.#waiting.delete(call);
    }
    if (!call.holding) clearTimeout(call.timer);
    call.answer(asError(call.reason));
  }

  /** The call's connection, given to the oldest waiting call or back to the pool. */
  release(call: Call): void {
    if (!call.holding) return;
    call.holding = false;
    const [next] = this.#waiting;
    if (!next) {
      this.#free += 1;
      return;
    }
    this.#waiting.delete(next);
    next.waiting = false;
    next.holding = true;
    this.#start(next);
  }
}
