import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { z } from 'zod';
import { calls } from '@his/shared/calls';
import { startBff } from '../../bff/src/start.ts';
import { startUpstream } from '../src/start.ts';
import {
  type BenchServer,
  cpuMicros,
  forkServer,
  serveToParent,
  stopServer as stop,
} from '../../../scripts/bench/servers.ts';

// The lottery game menus (`GET /lgw/games/game_menus`, read by every visitor of the lottery
// pages) through the default stack (issue 13): directly against the upstream on PGlite, and
// through the bff in front of it. Each server runs in a process of its own (forked from this
// file); autocannon runs here with 10 connections, after a warm-up. Measured, not asserted:
//   tsx packages/upstream/bench/menus.ts        BENCH_SECONDS (default 10) per measurement
// The last line is BENCH_JSON for `pnpm bench`.

const options = z
  .object({ BENCH_SECONDS: z.coerce.number().positive().max(600).default(10) })
  .parse(process.env);
const call = calls.lotteryMenus;
const merchant = 'hisdemo1';

type Role = 'upstream' | 'bff';

/** Child side: starts one server on a free loopback port and tells the parent its origin. */
const serve = async (role: Role, upstreamUrl: string): Promise<void> => {
  const server =
    role === 'upstream'
      ? await startUpstream({
          port: 0,
          host: '127.0.0.1',
          dataDir: 'memory://',
          databaseUrl: null,
          logLevel: 'warn',
          merchantCode: merchant,
        })
      : await startBff({ port: 0, host: '127.0.0.1', upstreamUrl, logLevel: 'warn' });
  serveToParent(server.url, () => server.close());
};

const self = fileURLToPath(import.meta.url);

const start = (role: Role, upstreamUrl = ''): Promise<BenchServer> =>
  forkServer(self, [role, upstreamUrl]);

interface Measured {
  rps: number;
  mean: number;
  p99: number;
  errors: number;
  /** CPU time of the upstream and of the bff (when in the path) per answered request. */
  upstreamCpu: number;
  bffCpu: number | null;
}

const load = async (
  target: BenchServer,
  upstream: BenchServer,
  bff: BenchServer | null,
  seconds: number,
): Promise<Measured> => {
  const before = [await cpuMicros(upstream), bff ? await cpuMicros(bff) : 0];
  const result = await autocannon({
    url: `${target.origin}${call.path}`,
    connections: 10,
    duration: seconds,
    // The bff names the merchant itself; directly, the upstream needs the header.
    headers: { accept: 'application/json', ...(target === bff ? {} : { Merchant: merchant }) },
  });
  const requests = Math.max(1, result.requests.total);
  const upstreamCpu = ((await cpuMicros(upstream)) - (before[0] ?? 0)) / requests;
  const bffCpu = bff ? ((await cpuMicros(bff)) - (before[1] ?? 0)) / requests : null;
  return {
    rps: result.requests.average,
    mean: result.latency.mean,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    upstreamCpu,
    bffCpu,
  };
};

const main = async (): Promise<void> => {
  const seconds = options.BENCH_SECONDS;
  const upstream = await start('upstream');
  const bff = await start('bff', upstream.origin);
  try {
    for (const [name, target, headers] of [
      ['upstream', upstream, { Merchant: merchant }],
      ['bff', bff, {}],
    ] as const) {
      const check = await fetch(`${target.origin}${call.path}`, { headers });
      const body = await check.text();
      if (check.status !== 200 || !body.includes('gameMenus')) {
        throw new Error(`${name} does not answer ${call.path}: ${check.status} ${body}`);
      }
    }
    const rows: [string, Measured][] = [];
    for (const [name, target, front] of [
      ['upstream direct (PGlite)', upstream, null],
      ['bff → upstream (PGlite)', bff, bff],
    ] as const) {
      await load(target, upstream, front, Math.min(3, seconds)); // warm-up
      rows.push([name, await load(target, upstream, front, seconds)]);
    }
    const columns = [
      'path',
      'req/s',
      'mean ms',
      'p99 ms',
      'upstream CPU µs/req',
      'bff CPU µs/req',
      'errors',
    ];
    const round = (value: number, digits = 2) => Number(value.toFixed(digits));
    const table = rows.map(([name, m]) => [
      name,
      Math.round(m.rps),
      round(m.mean),
      round(m.p99),
      Math.round(m.upstreamCpu),
      m.bffCpu === null ? '-' : Math.round(m.bffCpu),
      m.errors,
    ]);
    const widths = columns.map((c, i) =>
      Math.max(c.length, ...table.map((r) => String(r[i]).length)),
    );
    const line = (cells: (string | number)[]) =>
      cells
        .map((c, i) =>
          i === 0 ? String(c).padEnd(widths[i] ?? 0) : String(c).padStart(widths[i] ?? 0),
        )
        .join('  ');
    process.stdout.write(`${line(columns)}\n`);
    for (const r of table) process.stdout.write(`${line(r)}\n`);
    const bench = {
      title: `Lottery game menus (GET ${call.path}), 10 connections, ${seconds} s`,
      columns,
      rows: table,
      notes: ['upstream on PGlite in memory, catalogue cached; each server in its own process'],
    };
    process.stdout.write(`BENCH_JSON ${JSON.stringify(bench)}\n`);
  } finally {
    await stop(bff);
    await stop(upstream);
  }
};

const [role, upstreamUrl] = process.argv.slice(2);
if (role === 'upstream' || role === 'bff') await serve(role, upstreamUrl ?? '');
else await main();
