import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dispatcher } from 'undici';
import { DeadlinePool } from './deadline.ts';

type Options = Dispatcher.RequestOptions<unknown>;
type Answer = Dispatcher.ResponseData<unknown>;
type Callback = (error: Error | null, data?: Answer) => void;

interface Sent {
  options: Options;
  callback: Callback;
  answer(): Readable;
}

/**
 * A dispatcher that holds each call until the test answers it, as undici's callback form; when
 * it `hearsAbort`, an abort of the call's signal fails the call, as undici does.
 */
const fakeDispatcher = ({ hearsAbort = true } = {}) => {
  const sent: Sent[] = [];
  const dispatcher = {
    request(options: Options, callback: Callback) {
      const entry: Sent = {
        options,
        callback,
        answer: () => {
          const body = new Readable({ read() {} });
          callback(null, { statusCode: 200, headers: {}, body } as unknown as Answer);
          return body;
        },
      };
      sent.push(entry);
      const signal = options.signal as unknown as {
        on(event: 'abort', listener: () => void): void;
      };
      if (hearsAbort) signal.on('abort', () => callback(new Error('aborted by the signal')));
    },
    close: async () => {},
    destroy: async () => {},
  };
  return { sent, dispatcher: dispatcher as unknown as Dispatcher };
};

const outcome = (promise: Promise<Answer>) =>
  promise.then(
    (answer) => ({ answer, error: null }),
    (error: unknown) => ({ answer: null, error: error as Error }),
  );

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DeadlinePool', () => {
  it('sends at most `connections` calls at once and hands a freed connection to the oldest waiting call', async () => {
    const { sent, dispatcher } = fakeDispatcher();
    const pool = new DeadlinePool(dispatcher, { deadlineMs: 1000, connections: 2 });
    const calls = ['/a', '/b', '/c', '/d'].map((path) =>
      outcome(pool.request({ method: 'GET', path })),
    );
    expect(sent.map((entry) => entry.options.path)).toEqual(['/a', '/b']);
    const body = sent[0]?.answer();
    expect((await calls[0])?.answer?.statusCode).toBe(200);
    // The connection is free once the body is read (here: ended and closed).
    body?.push(null);
    body?.resume();
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.options.path).toBe('/c');
    sent[1]?.callback(new Error('socket closed'));
    expect((await calls[1])?.error?.message).toBe('socket closed');
    expect(sent.map((entry) => entry.options.path)).toEqual(['/a', '/b', '/c', '/d']);
  });

  it('drops a call still waiting at its deadline, and never sends it', async () => {
    // The first call holds its connection past the deadline (undici has not let go of it).
    const { sent, dispatcher } = fakeDispatcher({ hearsAbort: false });
    const pool = new DeadlinePool(dispatcher, { deadlineMs: 500, connections: 1 });
    const first = outcome(pool.request({ method: 'GET', path: '/slow' }));
    const second = outcome(pool.request({ method: 'GET', path: '/queued' }));
    await vi.advanceTimersByTimeAsync(500);
    for (const result of [await first, await second]) {
      expect(result.error?.name).toBe('TimeoutError');
    }
    expect(sent.map((entry) => entry.options.path)).toEqual(['/slow']);
    // undici lets go of the first call: its connection goes to the next call, sent at once.
    sent[0]?.callback(new Error('aborted'));
    void outcome(pool.request({ method: 'GET', path: '/next' }));
    expect(sent.map((entry) => entry.options.path)).toEqual(['/slow', '/next']);
  });

  it('keeps the deadline on the body: aborts an answer still being read, not one read in time', async () => {
    const { sent, dispatcher } = fakeDispatcher({ hearsAbort: false });
    const pool = new DeadlinePool(dispatcher, { deadlineMs: 500, connections: 2 });
    const slow = outcome(pool.request({ method: 'GET', path: '/slow' }));
    const quick = outcome(pool.request({ method: 'GET', path: '/quick' }));
    sent[0]?.answer();
    const quickBody = sent[1]?.answer();
    expect((await slow).error).toBeNull();
    expect((await quick).error).toBeNull();
    quickBody?.push(null);
    quickBody?.resume();
    await vi.waitFor(() => expect(quickBody?.destroyed).toBe(true));
    await vi.advanceTimersByTimeAsync(500);
    const signalOf = (index: number) => sent[index]?.options.signal as unknown as AbortSignal;
    expect(signalOf(0).aborted).toBe(true);
    expect(signalOf(1).aborted).toBe(false);
  });

  it("stops at the caller's own signal, before or after sending", async () => {
    const { sent, dispatcher } = fakeDispatcher();
    const pool = new DeadlinePool(dispatcher, { deadlineMs: 10_000, connections: 1 });
    const controller = new AbortController();
    const aborted = outcome(
      pool.request({ method: 'GET', path: '/a', signal: AbortSignal.abort(new Error('gone')) }),
    );
    expect((await aborted).error?.message).toBe('gone');
    const inFlight = outcome(
      pool.request({ method: 'GET', path: '/b', signal: controller.signal }),
    );
    controller.abort(new Error('caller left'));
    expect((await inFlight).error?.message).toBe('caller left');
    expect(sent.map((entry) => entry.options.path)).toEqual(['/b']);
  });

  it('answers the callback form once', async () => {
    const { sent, dispatcher } = fakeDispatcher();
    const pool = new DeadlinePool(dispatcher, { deadlineMs: 500, connections: 1 });
    const callback = vi.fn();
    pool.request({ method: 'GET', path: '/x' }, callback);
    await vi.advanceTimersByTimeAsync(500);
    sent[0]?.answer();
    expect(callback).toHaveBeenCalledTimes(1);
    expect((callback.mock.calls[0]?.[0] as Error).name).toBe('TimeoutError');
  });
});
