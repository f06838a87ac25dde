import autocannon from 'autocannon';
import { Pool } from 'undici';

/** What one load run saw, with each answer's latency (ms, sub-millisecond precision). */
export interface LoadRun {
  /** Answers per second over the run. */
  rps: number;
  /** Requests answered (any status). */
  total: number;
  /** Non-2xx answers, errors and timeouts. */
  failures: number;
  /** Latency of every 2xx answer, in milliseconds. */
  latencies: number[];
}

/**
 * Saturation: autocannon with `connections` closed-loop connections, as fast as answers come.
 * Each answer's latency is taken from autocannon's own per-response figure (a float in ms):
 * its summary histogram keeps whole milliseconds only, which turns a 0.6 ms answer into 0.
 */
export const saturate = (
  url: string,
  options: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<LoadRun> =>
  new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers,
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        resolve({
          rps: result.requests.average,
          total: result.requests.total,
          failures: result.errors + result.timeouts + result.non2xx,
          latencies,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });

/**
 * A fixed rate (open loop): request i starts at `i / rate` seconds, whether or not earlier ones
 * have been answered, spread over `connections` keep-alive connections (a request that finds
 * them all busy waits for one, and that wait counts in its latency). Each latency runs from the
 * start of the request to the end of its answer's body.
 *
 * autocannon's `overallRate` does not do this: each connection sends its share of a second
 * back to back as soon as the second begins and then idles (a burst at saturation, then
 * nothing), and its coordinated-omission correction takes 1 ms as the expected interval,
 * adding made-up samples for every answer slower than 1 ms.
 */
export const fixedRate = async (
  origin: string,
  path: string,
  options: { rate: number; seconds: number; connections: number; headers: Record<string, string> },
): Promise<LoadRun> => {
  const { rate, connections, headers } = options;
  const total = Math.max(1, Math.round(rate * options.seconds));
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const latencies: number[] = [];
  let failures = 0;
  let started = 0;
  let finished = 0;
  const begin = performance.now();
  try {
    await new Promise<void>((resolve) => {
      const settle = () => {
        finished += 1;
        if (finished === total) resolve();
      };
      const send = () => {
        started += 1;
        const sent = performance.now();
        pool.request({ path, method: 'GET', headers }).then(
          async ({ statusCode, body }) => {
            await body.dump();
            if (statusCode >= 200 && statusCode < 300) latencies.push(performance.now() - sent);
            else failures += 1;
            settle();
          },
          () => {
            failures += 1;
            settle();
          },
        );
      };
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - begin) * rate) / 1000) + 1);
        while (started < due) send();
        if (started < total) setTimeout(tick, 1);
      };
      tick();
    });
  } finally {
    await pool.close();
  }
  return {
    rps: (total * 1000) / (performance.now() - begin),
    total,
    failures,
    latencies,
  };
};

/** Mean and 99th percentile of a list of latencies (ms); 0 for an empty list. */
export const summary = (latencies: readonly number[]): { mean: number; p99: number } => {
  if (latencies.length === 0) return { mean: 0, p99: 0 };
  const sorted = [...latencies].sort((a, b) => a - b);
  const sum = sorted.reduce((total, value) => total + value, 0);
  const index = Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1);
  return { mean: sum / sorted.length, p99: sorted[index] ?? 0 };
};
