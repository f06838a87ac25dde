import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { loadUpstreamConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite, pgliteDb } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { createOrder } from '../src/deposits/create-order.ts';
import { ledgerTotal, memberBalances } from '../src/ledger/balance.ts';
import { ensureSeeded } from '../src/seed/seed.ts';
import type { CrashOperation, CrashTarget } from './helpers/crash-ops.ts';
import { runOperation } from './helpers/crash-ops.ts';
import { fingerprint } from './helpers/db.ts';
import { withdrawalSetup } from './helpers/money.ts';
import { privateSchema } from './helpers/postgres.ts';

/**
 * Issue 14: a crash between two steps of a money operation leaves no half-written state. A child
 * process starts the operation and stops inside its transaction between two steps (the
 * operation's test seam `betweenSteps`): a withdrawal request after the withdrawal's row and the
 * hold, before its first step and its idempotency record's result; a deposit approval after the
 * ledger's credit, before the order's status. The parent SIGKILLs it there, opens the database
 * again (PGlite: the same data folder, in this process, after the child died; PostgreSQL: once
 * the server has ended the child's connection) and finds every table as it was before the
 * child ran; a retry then does the operation once, and a repeat of it moves nothing.
 */

const childScript = fileURLToPath(new URL('./helpers/crash-child.ts', import.meta.url));
const opening = 50_000n;
const now = '2026-04-01T08:00:00.000Z';

interface Killed {
  /** The step after which the child stopped. */
  pausedAfter: string;
  signal: NodeJS.Signals | null;
}

/** Runs the operation in a child process, waits until it pauses between two steps, kills it. */
const killBetweenSteps = async (target: CrashTarget, op: CrashOperation): Promise<Killed> => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', childScript, JSON.stringify(target), JSON.stringify(op)],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const lines = createInterface({ input: child.stdout });
  const paused = new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const match = /^paused (\S+)$/.exec(line);
      if (match?.[1]) resolve(match[1]);
      else reject(new Error(`the child said "${line}" instead of pausing`));
    });
    void exited.then(([code, signal]) =>
      reject(new Error(`the child ended (${code ?? signal}) before pausing: ${stderr}`)),
    );
  });
  try {
    const pausedAfter = await paused;
    child.kill('SIGKILL');
    const [, signal] = await exited;
    return { pausedAfter, signal };
  } finally {
    lines.close();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
};

const balanceOf = async (db: Db, memberId: number): Promise<bigint> =>
  (await memberBalances(db, memberId)).reduce((sum, wallet) => sum + wallet.cents, 0n);

const count = async (db: Db, sql: string, params: (string | number)[]): Promise<number> =>
  (await db.query<{ n: number }>(sql, params))[0]?.n ?? -1;

/** Ways to reach the database from the parent and from the child. */
interface Store {
  open(): Promise<Db>;
  target(): CrashTarget;
  /** Resolves once nothing of the killed child holds the database any more. */
  released(): Promise<void>;
}

/**
 * Prepares the operation on the open database, runs it in a child killed after `pausedAfter`,
 * then, on the database opened again, checks that nothing of it was written (every table as
 * before, the ledger at zero, the member's balance as opened) and runs `afterwards`.
 */
const crashBetweenSteps = async <T extends CrashOperation>(
  store: Store,
  prepare: (db: Db) => Promise<{ op: T; memberId: number }>,
  pausedAfter: string,
  afterwards: (db: Db, op: T, memberId: number) => Promise<void>,
) => {
  let db = await store.open();
  const { op, memberId } = await prepare(db);
  const before = await fingerprint(db);
  await db.close();

  expect(await killBetweenSteps(store.target(), op)).toEqual({ pausedAfter, signal: 'SIGKILL' });
  await store.released();

  db = await store.open();
  try {
    expect(await fingerprint(db)).toBe(before);
    expect(await ledgerTotal(db)).toBe(0n);
    expect(await balanceOf(db, memberId)).toBe(opening);
    await afterwards(db, op, memberId);
  } finally {
    await db.close();
  }
};

const withdrawalCrash = (store: Store) =>
  crashBetweenSteps(
    store,
    async (db) => {
      const setup = await withdrawalSetup(db, `crashwd${randomBytes(3).toString('hex')}`, opening);
      const op: Extract<CrashOperation, { kind: 'withdraw' }> = {
        kind: 'withdraw',
        merchantId: setup.merchant.id,
        memberId: setup.player.memberId,
        cardId: setup.cardId,
        amountCents: '12345',
        key: randomBytes(16).toString('hex'),
        now,
      };
      return { op, memberId: op.memberId };
    },
    'hold',
    async (db, op, memberId) => {
      const memberRows = `SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1`;
      expect(await count(db, memberRows, [memberId])).toBe(0);
      const keyRows = `SELECT count(*)::int AS n FROM money_requests WHERE idempotency_key = $1`;
      expect(await count(db, keyRows, [op.key])).toBe(0);

      const first = (await runOperation(db, op)) as { id: number; status: string };
      expect(first.status).toBe('pending');
      expect(await runOperation(db, op)).toEqual(first);
      expect(await count(db, memberRows, [memberId])).toBe(1);
      expect(await count(db, keyRows, [op.key])).toBe(1);
      expect(await balanceOf(db, memberId)).toBe(opening - 12_345n);
      expect(await ledgerTotal(db)).toBe(0n);
    },
  );

const depositCrash = (store: Store) => {
  let orderId = 0;
  return crashBetweenSteps(
    store,
    async (db) => {
      const setup = await withdrawalSetup(db, `crashdp${randomBytes(3).toString('hex')}`, opening);
      const order = await createOrder(db, {
        merchantId: setup.merchant.id,
        memberId: setup.player.memberId,
        idempotencyKey: randomBytes(16).toString('hex'),
        body: { channelId: 'QR_KHQR', amount: '250.75' },
        orderMinutes: 30,
        now: new Date(now),
      });
      orderId = order.id;
      const op: CrashOperation = { kind: 'deposit', reference: order.reference, now };
      return { op, memberId: setup.player.memberId };
    },
    'credit',
    async (db, op, memberId) => {
      const pending = `SELECT count(*)::int AS n FROM deposit_orders
                        WHERE id = $1 AND status = 'pending' AND transaction_id IS NULL`;
      expect(await count(db, pending, [orderId])).toBe(1);
      const credits = `SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1`;
      expect(await count(db, credits, [`deposit:${orderId}`])).toBe(0);

      expect(await runOperation(db, op)).toMatchObject({ changed: true });
      expect(await runOperation(db, op)).toMatchObject({ changed: false });
      expect(await count(db, credits, [`deposit:${orderId}`])).toBe(1);
      expect(await balanceOf(db, memberId)).toBe(opening + 25_075n);
      expect(await ledgerTotal(db)).toBe(0n);
    },
  );
};

describe('a crash between two steps of a money operation (PGlite data folder)', () => {
  let dir: string;
  let store: Store;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'his-upstream-crash-'));
    const dataDir = join(dir, 'data');
    const template = await readFile(inject('pgliteTemplate'));
    const loaded = await PGlite.create({ dataDir, loadDataDir: new Blob([template]) });
    await pgliteDb(loaded).close();
    store = {
      open: () => openPglite(dataDir),
      target: () => ({ kind: 'pglite', dataDir }),
      // The folder is free once the child has exited, which killBetweenSteps waited for.
      released: async () => {},
    };
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('withdrawal request killed after the hold: nothing written, a retry holds once', async () => {
    await withdrawalCrash(store);
  }, 120_000);

  it('deposit approval killed after the credit: nothing written, a retry credits once', async () => {
    await depositCrash(store);
  }, 120_000);
});

const url = loadUpstreamConfig(process.env).databaseUrl;
if (!url) {
  console.warn('DATABASE_URL is unset: the PostgreSQL variant of the crash test was skipped');
}

describe.skipIf(!url)('a crash between two steps of a money operation (PostgreSQL)', () => {
  let schema: Awaited<ReturnType<typeof privateSchema>>;
  let store: Store;
  beforeAll(async () => {
    schema = await privateSchema(url ?? '', 'money_crash');
    const db = await openPostgres(schema.url);
    await migrate(db);
    await ensureSeeded(db, 'hisdemo1', new Date(now));
    await db.close();
    // The child's connections carry a name of their own, so the parent can tell when the server
    // has ended them (and rolled their transaction back).
    const childName = `his_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
    const childUrl = new URL(schema.url);
    childUrl.searchParams.set('application_name', childName);
    store = {
      open: () => openPostgres(schema.url),
      target: () => ({ kind: 'postgres', url: childUrl.toString() }),
      released: async () => {
        const db = await openPostgres(schema.url);
        try {
          await vi.waitFor(
            async () => {
              const left = await count(
                db,
                'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
                [childName],
              );
              if (left !== 0) throw new Error(`${left} connections of the killed child remain`);
            },
            { timeout: 10_000, interval: 50 },
          );
        } finally {
          await db.close();
        }
      },
    };
  });
  afterAll(async () => {
    await schema?.drop();
  });

  it('withdrawal request killed after the hold: nothing written, a retry holds once', async () => {
    await withdrawalCrash(store);
  }, 120_000);

  it('deposit approval killed after the credit: nothing written, a retry credits once', async () => {
    await depositCrash(store);
  }, 120_000);
});
