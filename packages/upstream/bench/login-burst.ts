import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { encryptRequest, sessionKeyFromBytes } from '@his/shared/platform-cipher';
import { buildUpstream } from '../src/app.ts';
import type { HashPool } from '../src/auth/hash-pool.ts';
import { createHashPool } from '../src/auth/hash-pool.ts';
import { loadUpstreamConfig } from '../src/config.ts';

// A login burst against an in-process upstream (issue 12): BENCH_LOGINS `type: "sms"` logins
// at once (unknown numbers: each costs one scrypt against the dummy hash, as a real guess
// would) while one client keeps reading a page of the game catalogue. Printed for the pool the
// upstream now hashes in (its configured bounds) and for an unbounded one, which is what every
// hash did before: straight to libuv's thread pool. Measured, not asserted:
//   pnpm bench:login-burst        (BENCH_LOGINS, default 200)

const options = z
  .object({ BENCH_LOGINS: z.coerce.number().int().min(1).max(2000).default(200) })
  .parse(process.env);
const logins = options.BENCH_LOGINS;

const config = loadUpstreamConfig({
  UPSTREAM_DATA_DIR: 'memory://',
  QA_CONTROLS: 'true',
  LOG_LEVEL: 'silent',
  UPSTREAM_PORT: '0',
});
const merchant = { Merchant: config.merchantCode };
const catalogue = '/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=24&gameType=RNG';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
const ms = (value: number) => `${Math.round(value)} ms`;

interface Row {
  pool: string;
  idleRead: number;
  readP50: number;
  readP95: number;
  readMax: number;
  reads: number;
  loginP50: number;
  loginMax: number;
  burst: number;
  outcomes: string;
}

const measure = async (label: string, hashPool: HashPool): Promise<Row> => {
  const app = await buildUpstream(config, { hashPool });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const qa = await fetch(`${base}/qa/modules`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ modId: 'MOBILEVERCODELOGIN3', enabled: true }),
    });
    if (!qa.ok) throw new Error(`enabling SMS login failed: ${qa.status}`);
    const read = async () => {
      const begin = performance.now();
      const response = await fetch(`${base}${catalogue}`, { headers: merchant });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`catalogue read answered ${response.status}`);
      return performance.now() - begin;
    };
    const idle: number[] = [];
    for (let i = 0; i < 20; i += 1) idle.push(await read());

    const modulus = await (
      await fetch(`${base}/wps/session/key/rsa`, { headers: merchant })
    ).text();
    const bodies = Array.from({ length: logins }, (_, i) =>
      encryptRequest(
        { username: `0129${String(i).padStart(5, '0')}`, password: '123456', type: 'sms' },
        modulus,
        sessionKeyFromBytes(randomBytes(16)),
      ),
    );
    const outcomes = new Map<string, number>();
    const loginTimes: number[] = [];
    const started = performance.now();
    let done = false;
    const burst = Promise.all(
      bodies.map(async (request) => {
        const begin = performance.now();
        const response = await fetch(`${base}/wps/session/login`, {
          method: 'POST',
          headers: { ...merchant, 'content-type': 'application/json', ...request.headers },
          body: JSON.stringify(request.body),
        });
        const { errorCode } = (await response.json()) as { errorCode?: string | null };
        loginTimes.push(performance.now() - begin);
        const key = `${response.status} ${errorCode ?? 'ok'}`;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      }),
    ).finally(() => {
      done = true;
    });
    const during: number[] = [];
    while (!done) during.push(await read());
    await burst;
    return {
      pool: label,
      idleRead: percentile(idle, 50),
      readP50: percentile(during, 50),
      readP95: percentile(during, 95),
      readMax: Math.max(...during),
      reads: during.length,
      loginP50: percentile(loginTimes, 50),
      loginMax: Math.max(...loginTimes),
      burst: performance.now() - started,
      outcomes: [...outcomes].map(([key, count]) => `${count}× ${key}`).join(', '),
    };
  } finally {
    await app.close();
  }
};

const { concurrency, maxQueue, maxWaitMs } = config.hashPool;
const rows = [
  await measure(
    'unbounded (before)',
    createHashPool({ concurrency: 100_000, maxQueue: 100_000, maxWaitMs: 600_000 }),
  ),
  await measure(
    `${concurrency} at once, ${maxQueue} waiting, ${maxWaitMs} ms (after)`,
    createHashPool(config.hashPool),
  ),
];

const table = rows.map((row) => [
  row.pool,
  ms(row.idleRead),
  ms(row.readP50),
  ms(row.readP95),
  ms(row.readMax),
  String(row.reads),
  ms(row.loginP50),
  ms(row.loginMax),
  ms(row.burst),
]);
const header = [
  'hash pool',
  'read idle p50',
  'read p50',
  'read p95',
  'read max',
  'reads',
  'login p50',
  'login max',
  'burst',
];
const widths = header.map((title, i) =>
  Math.max(title.length, ...table.map((line) => line[i]?.length ?? 0)),
);
const format = (line: string[]) => line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
process.stdout.write(`${logins} parallel SMS logins; one client reads the catalogue meanwhile\n\n`);
process.stdout.write(`${format(header)}\n`);
for (const line of table) process.stdout.write(`${format(line)}\n`);
process.stdout.write('\n');
for (const row of rows) process.stdout.write(`${row.pool}: ${row.outcomes}\n`);
