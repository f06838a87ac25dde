import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { loadUpstreamConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { ledgerTotal } from '../src/ledger/balance.ts';
import type { RoundPlayer } from '../src/play/round-store.ts';
import { playRound } from '../src/play/rounds.ts';
import { ensureSeeded } from '../src/seed/seed.ts';
import { fundedPlayers, playFixture } from '../test/helpers/players.ts';

// Ledger throughput: slot and dice rounds per second (each round = one balanced ledger
// transaction with stake and win legs, plus the round's row; rounds arriving together share one
// database transaction, src/play/round-batch.ts), with N concurrent workers over many members,
// on PGlite and (with DATABASE_URL) PostgreSQL.
// Measured, not asserted:  pnpm bench:ledger   (DATABASE_URL=postgres://… pnpm bench:ledger)
// Options: BENCH_SECONDS (default 5 per row), BENCH_WORKERS (default 1,4,16,32).

// The bench's own settings, validated like the app's (src/config.ts reads DATABASE_URL).
const options = z
  .object({
    BENCH_SECONDS: z.coerce.number().positive().max(600).default(5),
    BENCH_WORKERS: z
      .string()
      .regex(/^[0-9]+(,[0-9]+)*$/)
      .default('1,4,16,32')
      .transform((list) => list.split(',').map(Number)),
  })
  .parse(process.env);
const seconds = options.BENCH_SECONDS;
const workerCounts = options.BENCH_WORKERS;
const members = 200;

interface Row {
  backend: string;
  workers: number;
  rounds: number;
  refused: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const run = async (db: Db, backend: string, workers: number, players: RoundPlayer[]) => {
  const { games } = await playFixture(db);
  const latencies: number[] = [];
  let refused = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async (w: number) => {
    for (let i = 0; performance.now() < deadline; i += 1) {
      const player = players[(w + i * workers) % players.length] as RoundPlayer;
      const dice = i % 2 === 1;
      const begin = performance.now();
      try {
        await playRound(db, {
          player,
          gameId: dice ? games.dice : games.slot,
          ticketId: null,
          clientRoundId: `b${w}x${i}x${randomBytes(4).toString('hex')}`,
          stakeCents: 100n,
          play: dice
            ? { kind: 'dice', choice: { direction: 'under', target: 48 } }
            : { kind: 'slot' },
          now: new Date(),
        });
        latencies.push(performance.now() - begin);
      } catch {
        refused += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    backend,
    workers,
    rounds: latencies.length,
    refused,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  } satisfies Row;
};

interface Backend {
  name: string;
  rows: Row[];
  /** Sum of every entry (0 when balanced) and wallets whose running balance drifted. */
  imbalance: bigint;
  drift: number;
}

const bench = async (db: Db, name: string): Promise<Backend> => {
  await migrate(db);
  await ensureSeeded(db, 'hisdemo1', new Date());
  const players = await fundedPlayers(db, members, 100_000_000n, 'bench_');
  const rows: Row[] = [];
  for (const workers of workerCounts) rows.push(await run(db, name, workers, players));
  const [drift] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_accounts a
      WHERE a.balance_cents IS NOT NULL AND a.balance_cents <>
            (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries e WHERE e.account_id = a.id)`,
  );
  return { name, rows, imbalance: await ledgerTotal(db), drift: drift?.n ?? -1 };
};

const backends: Backend[] = [];
const pglite = await openPglite('memory://');
try {
  backends.push(await bench(pglite, 'PGlite'));
} finally {
  await pglite.close();
}

const url = loadUpstreamConfig(process.env).databaseUrl;
if (url) {
  // A fresh schema of its own, dropped at the end, as the PostgreSQL tests do.
  const schema = `ledger_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const target = new URL(url);
  target.searchParams.set('options', `-c search_path=${schema}`);
  const admin = await openPostgres(url);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const pg = await openPostgres(target.toString());
  try {
    backends.push(await bench(pg, 'PostgreSQL'));
  } finally {
    await pg.close();
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.close();
  }
}

// One line per worker count, the backends side by side.
const columns = [
  'workers',
  ...backends.flatMap((b) => [`${b.name} rounds/s`, `${b.name} p50 ms`, `${b.name} p99 ms`]),
];
const table: (string | number)[][] = workerCounts.map((workers) => [
  workers,
  ...backends.flatMap((b): (string | number)[] => {
    const row = b.rows.find((r) => r.workers === workers);
    return row
      ? [Math.round(row.perSecond), Number(row.p50.toFixed(2)), Number(row.p99.toFixed(2))]
      : ['-', '-', '-'];
  }),
]);
const widths = columns.map((c, i) => Math.max(c.length, ...table.map((r) => String(r[i]).length)));
const format = (cells: (string | number)[]) =>
  cells.map((c, i) => String(c).padStart(widths[i] ?? 0)).join('  ');
process.stdout.write(`${format(columns)}\n`);
for (const line of table) process.stdout.write(`${format(line)}\n`);
const notes = [
  ...backends.map(
    (b) =>
      `${b.name}: imbalance ${b.imbalance} cents, ${b.drift} drifted wallets, ` +
      `${b.rows.reduce((n, r) => n + r.refused, 0)} refused rounds`,
  ),
  ...(url ? [] : ['DATABASE_URL is unset: PostgreSQL not measured']),
  `${seconds} s per cell, ${members} members, slot and dice rounds alternating`,
];
for (const note of notes) process.stdout.write(`${note}\n`);
const unsound = backends.filter((b) => b.imbalance !== 0n || b.drift !== 0);
process.stdout.write(
  `BENCH_JSON ${JSON.stringify({ title: 'Ledger: game rounds per second', columns, rows: table, notes })}\n`,
);
if (unsound.length > 0) {
  throw new Error(`ledger unsound: ${unsound.map((b) => b.name).join(', ')}`);
}
