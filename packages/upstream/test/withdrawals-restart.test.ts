import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Withdrawal } from '@his/shared/schemas/withdraw';
import { loadUpstreamConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { ensureSeeded } from '../src/seed/seed.ts';
import { privateSchema } from './helpers/postgres.ts';
import { envelope, get, startTestUpstream } from './helpers/upstream.ts';
import type { Withdrawer } from './helpers/withdrawals.ts';
import {
  answerReceipt,
  qaPost,
  readyWithdrawer,
  tinyPng,
  withdraw,
} from './helpers/withdrawals.ts';

/**
 * Holds, confirmation windows and timelines live in the database: after a restart of the
 * upstream on the same data (a PGlite folder, a PostgreSQL schema) they are as they were, and a
 * withdrawal whose deadline passed while the upstream was down is counted as received on the
 * first read.
 */

const minute = 60_000;

interface Snapshot {
  settings: { pendingAmount: string; availableBalance: string };
  report: { list: Withdrawal[] };
  confirmations: { list: Withdrawal[] };
}

const snapshot = async (open: () => Promise<Db>, who: Withdrawer, advanceMs: number) => {
  const up = await startTestUpstream({ db: await open() });
  up.clock.advance(advanceMs);
  try {
    const read = async (url: string) => envelope(await get(up.app, url, who.auth)).value;
    return {
      settings: await read('/wps/relay/MCSFE_getWithdrawSettings'),
      report: await read('/wps/relay/MCS2_WithdrawTransactionReport'),
      confirmations: await read('/wps/relay/MCSFE_getPaymentConfirmationList'),
    } as Snapshot;
  } finally {
    await up.close();
  }
};

const scenario = async (open: () => Promise<Db>) => {
  const first = await open();
  await migrate(first);
  await ensureSeeded(first, 'hisdemo1', new Date());
  const up = await startTestUpstream({ db: first });
  const who = await readyWithdrawer(up.app, 'demo_player');
  const ask = async (amount: string) =>
    envelope(await withdraw(up.app, who, amount)).value as Withdrawal;
  const release = (id: number) => qaPost(up.app, '/qa/withdrawals/release', { id });
  await ask('100');
  const released = await ask('200');
  await release(released.id);
  const claimed = await ask('300');
  await release(claimed.id);
  await answerReceipt(up.app, who, {
    withdrawalId: claimed.id,
    received: false,
    proofs: [tinyPng],
  });
  const before = envelope(await get(up.app, '/wps/relay/MCS2_WithdrawTransactionReport', who.auth))
    .value as Snapshot['report'];
  await up.close();

  const restarted = await snapshot(open, who, 10 * minute);
  expect(restarted.settings).toMatchObject({
    pendingAmount: '600.00',
    availableBalance: '9400.00',
  });
  expect(restarted.report.list).toEqual(before.list);
  expect(restarted.confirmations.list.map((w) => [w.id, w.deadline])).toEqual([
    [released.id, released.createdAt + 30 * minute],
  ]);

  const late = await snapshot(open, who, 31 * minute);
  const settled = late.report.list.find((w) => w.id === released.id);
  expect(settled?.status).toBe('forcedReceived');
  expect(settled?.timeline.map((step) => step.status)).toEqual([
    'pending',
    'released',
    'forcedReceived',
  ]);
  expect(late.report.list.find((w) => w.id === claimed.id)?.status).toBe('underReview');
  expect(late.confirmations.list).toEqual([]);
  expect(late.settings).toMatchObject({ pendingAmount: '400.00', availableBalance: '9400.00' });
};

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('withdrawals across a restart (PGlite folder)', () => {
  it(
    'keeps holds, deadlines and timelines, and settles a deadline passed meanwhile',
    { timeout: 120_000 },
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'his-withdrawals-'));
      folders.push(dir);
      await scenario(() => openPglite(dir));
    },
  );
});

const url = loadUpstreamConfig(process.env).databaseUrl;
if (!url) {
  console.warn(
    'DATABASE_URL is unset: the PostgreSQL variant of the withdrawal restart test was skipped',
  );
}

describe.skipIf(!url)('withdrawals across a restart (PostgreSQL schema)', () => {
  it(
    'keeps holds, deadlines and timelines, and settles a deadline passed meanwhile',
    { timeout: 120_000 },
    async () => {
      const schema = await privateSchema(url ?? '', 'withdrawals_restart');
      try {
        await scenario(() => openPostgres(schema.url));
      } finally {
        await schema.drop();
      }
    },
  );
});
