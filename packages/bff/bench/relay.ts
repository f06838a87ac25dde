import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { calls } from '@his/shared/calls';
import { buildBff } from '../src/app.ts';
import { buildCompiled } from '../../../scripts/build-server.ts';
import { loadBffConfig } from '../src/config.ts';
import {
  type BenchServer,
  cpuMicros,
  forkServer,
  median,
  serveToParent,
  stopServer as stop,
} from '../../../scripts/bench/servers.ts';
import { fixedRate, saturate, summary } from './load.ts';

// A GET relayed to a trivial fake platform (issue 13), three ways in one run: direct to the
// platform, through a bare @fastify/http-proxy, through the bff. Each server runs in its own
// process, forked from this file compiled as the production server is (plain Node, no tsx); the
// load runs here (load.ts). Two regimes: saturation with
// autocannon's 10 closed-loop connections (throughput, mean and p99 latency) and a fixed
// 1,500 req/s, open loop over 10 connections (added latency). Latencies are kept per answer,
// to the microsecond.
// Measured, not asserted:
//   pnpm --filter @his/bff bench:relay        (or tsx packages/bff/bench/relay.ts)
// BENCH_SECONDS (default 10) per path and regime, in BENCH_ROUNDS (default 5) interleaved
// rounds; BENCH_RATE (default 1500) for the fixed rate;
// BENCH_CPU_PROF=<dir> writes V8 CPU profiles of the bare proxy and the bff there (--cpu-prof).

/** An anonymous GET the bff relays (no token, no query): the country list of the sign-up form. */
const call = calls.countryList;
const answer = JSON.stringify({
  success: true,
  value: [
    { countryCode: 'VN', countryDialingCode: '+84', countryName: 'Vietnam' },
    { countryCode: 'TH', countryDialingCode: '+66', countryName: 'Thailand' },
    { countryCode: 'PH', countryDialingCode: '+63', countryName: 'Philippines' },
  ],
  message: null,
  errorCode: null,
});

type Role = 'platform' | 'proxy' | 'bff';

/** Child side: starts one server on a free loopback port and tells the parent its origin. */
const serve = async (role: Role, upstreamUrl: string): Promise<void> => {
  let origin: string;
  let close: () => Promise<unknown>;
  if (role === 'platform') {
    const server = createServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(answer),
      });
      response.end(answer);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
  } else if (role === 'proxy') {
    const app = Fastify({ logger: false });
    await app.register(httpProxy, { upstream: upstreamUrl });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
  } else {
    const app = await buildBff(
      loadBffConfig({ UPSTREAM_URL: upstreamUrl, LOG_LEVEL: 'warn', HOST: '127.0.0.1' }),
    );
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
  }
  serveToParent(origin, close);
};

const print = (text: string) => process.stdout.write(`${text}\n`);

/**
 * Each server runs this file compiled as `npm start` compiles the server (`buildCompiled`), with
 * plain Node: the bff is measured as it runs in production, not through tsx.
 */
let compiled: string | null = null;

const start = async (role: Role, upstreamUrl = '', profileDir?: string): Promise<BenchServer> => {
  compiled ??= await buildCompiled('relay', fileURLToPath(import.meta.url));
  return forkServer(
    compiled,
    [role, upstreamUrl],
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
};

interface Measured {
  rps: number;
  /** CPU time of the server in front (the platform for direct) per answered request. */
  cpuPerRequest: number;
  mean: number;
  p99: number;
  errors: number;
}

const headers = { accept: 'application/json' };

const load = async (
  server: BenchServer,
  path: string,
  seconds: number,
  rate?: number,
): Promise<Measured> => {
  const before = await cpuMicros(server);
  const run = rate
    ? await fixedRate(server.origin, path, { rate, seconds, connections: 10, headers })
    : await saturate(`${server.origin}${path}`, { connections: 10, seconds, headers });
  const used = (await cpuMicros(server)) - before;
  const { mean, p99 } = summary(run.latencies);
  return {
    rps: run.rps,
    cpuPerRequest: used / Math.max(1, run.total),
    mean,
    p99,
    errors: run.failures,
  };
};

/** Each figure's median over the rounds; errors add up. */
const medianOf = (list: Measured[]): Measured => ({
  rps: median(list.map((m) => m.rps)),
  cpuPerRequest: median(list.map((m) => m.cpuPerRequest)),
  mean: median(list.map((m) => m.mean)),
  p99: median(list.map((m) => m.p99)),
  errors: list.reduce((sum, m) => sum + m.errors, 0),
});

const main = async (): Promise<void> => {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const rate = Number(process.env.BENCH_RATE ?? 1500);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const warmUpSeconds = 3;
  const profileDir = process.env.BENCH_CPU_PROF;
  const platform = await start('platform');
  const proxy = await start('proxy', platform.origin, profileDir);
  const bff = await start('bff', platform.origin, profileDir);
  const targets = [
    ['direct', platform],
    ['bare proxy', proxy],
    ['bff', bff],
  ] as const;
  try {
    const check = await fetch(`${bff.origin}${call.path}`);
    const body = await check.text();
    if (check.status !== 200 || !body.includes('"success":true')) {
      throw new Error(`the bff does not relay ${call.path}: ${check.status} ${body}`);
    }
    // Interleaved rounds (direct, proxy, bff, direct, ...), so that a burst of other work on
    // the machine falls on all three alike; each figure is the median over the rounds.
    for (const [, server] of targets) await load(server, call.path, warmUpSeconds);
    const runs = async (rate?: number) => {
      const measured = new Map<string, Measured[]>(targets.map(([name]) => [name, []]));
      for (let index = 0; index < rounds; index += 1) {
        for (const [name, server] of targets) {
          measured.get(name)?.push(await load(server, call.path, seconds / rounds, rate));
        }
      }
      return new Map([...measured].map(([name, list]) => [name, medianOf(list)]));
    };
    const saturated = await runs();
    const fixed = await runs(rate);

    const columns = [
      'path',
      'req/s (10 conn)',
      'mean ms',
      'p99 ms',
      'CPU µs/req',
      `mean ms @${rate}/s`,
      `p99 ms @${rate}/s`,
      'errors',
    ];
    const round = (value: number, digits = 2) => Number(value.toFixed(digits));
    const rows = targets.map(([name]) => {
      const a = saturated.get(name) as Measured;
      const b = fixed.get(name) as Measured;
      return [
        name,
        Math.round(a.rps),
        round(a.mean),
        round(a.p99),
        Math.round(a.cpuPerRequest),
        round(b.mean),
        round(b.p99),
        a.errors + b.errors,
      ];
    });
    const proxyRps = saturated.get('bare proxy')?.rps ?? 0;
    const bffRps = saturated.get('bff')?.rps ?? 0;
    const added = (name: string) => (fixed.get(name)?.mean ?? 0) - (fixed.get('direct')?.mean ?? 0);
    const notes = [
      `GET ${call.path} (anonymous); ${seconds} s per path and regime in ${rounds} interleaved rounds (medians), after a ${warmUpSeconds} s warm-up; Node ${process.version}, ${availableParallelism()} cores; each server compiled as npm start runs it`,
      `saturation: autocannon, 10 connections; @${rate}/s: requests started on schedule (open loop) over 10 connections; latencies per answer, not autocannon's whole-millisecond histogram`,
      `bff / bare proxy throughput: ${round(bffRps / proxyRps)} (target >= 0.8)`,
      `mean added at ${rate}/s: bare proxy ${round(added('bare proxy'))} ms, bff ${round(added('bff'))} ms (target: bff <= bare proxy + 0.3 ms, p99 <= 10 ms)`,
    ];
    const widths = columns.map((column, index) =>
      Math.max(column.length, ...rows.map((row) => String(row[index]).length)),
    );
    const line = (cells: readonly (string | number)[]) =>
      cells.map((cell, index) => String(cell).padStart(widths[index] ?? 0)).join('  ');
    print('bff relay: GET to a trivial fake platform');
    print(line(columns));
    for (const row of rows) print(line(row));
    for (const note of notes) print(note);
    print(
      `BENCH_JSON ${JSON.stringify({ title: 'bff relay (GET, trivial fake platform)', columns, rows, notes })}`,
    );
  } finally {
    await stop(bff);
    await stop(proxy);
    await stop(platform);
  }
};

const [role, upstreamUrl] = process.argv.slice(2);
if (role === 'platform' || role === 'proxy' || role === 'bff') {
  await serve(role, upstreamUrl ?? '');
} else {
  await main();
}
