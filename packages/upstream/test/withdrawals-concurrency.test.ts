import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadUpstreamConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { ApiError } from '../src/http/api-error.ts';
import { houseTotals, ledgerTotal } from '../src/ledger/balance.ts';
import { playRound } from '../src/play/rounds.ts';
import type { RoundPlayer } from '../src/play/round-store.ts';
import { ensureSeeded } from '../src/seed/seed.ts';
import { heldAccountId } from '../src/withdrawals/held-account.ts';
import {
  confirmReceipt,
  rejectWithdrawal,
  releaseWithdrawal,
  reviewWithdrawal,
  settleDue,
} from '../src/withdrawals/lifecycle.ts';
import { digestOf, runOnce } from '../src/withdrawals/money-requests.ts';
import { holdWithdrawal } from '../src/withdrawals/request.ts';
import { takeStep } from '../src/withdrawals/steps.ts';
import { fingerprint, loadTemplateDb } from './helpers/db.ts';
import type { WithdrawalSetup } from './helpers/money.ts';
import { withdrawalSetup } from './helpers/money.ts';
import { privateSchema } from './helpers/postgres.ts';
import { tinyPng } from './helpers/withdrawals.ts';

/**
 * One member, 1,000 money operations at once: withdrawals (a third of them repeating a key
 * already used), rejections, releases, receipts and "not received" claims, reviews paid and
 * refunded, the deadline's forced receipts and slot rounds, interleaved. Afterwards the ledger
 * sums to zero, the wallet is not negative and equals its opening balance minus what left it,
 * and the withdrawals house account holds exactly the unfinished withdrawals. Then a crash in
 * the middle of a step leaves nothing behind. PGlite always; PostgreSQL (a pool, real
 * concurrency) when DATABASE_URL is set.
 */

const opening = 1_000_000n;
const start = Date.parse('2026-04-01T08:00:00Z');

const expectedRefusals = new Set([
  'withdrawal.not.found',
  'withdrawal.state.invalid',
  'withdrawal.not.awaiting',
  'funds.insufficient',
]);

const ask = (db: Db, { player, merchant, cardId }: WithdrawalSetup, key: number, now: Date) => {
  const amountCents = BigInt(((key * 7_919) % 4_000) + 1);
  const body = { amount: amountCents.toString(), bankCardId: cardId };
  return runOnce(
    db,
    {
      memberId: player.memberId,
      key: `concurrency-key-${key}`,
      call: 'withdraw',
      digest: digestOf(body),
    },
    now,
    (tx) =>
      holdWithdrawal(tx, {
        merchantId: merchant.id,
        memberId: player.memberId,
        bankCardId: cardId,
        amountCents,
        now,
      }),
  );
};

const run = async (db: Db, setup: WithdrawalSetup, count: number) => {
  const { player, games } = setup;
  let refused = 0;
  const proof = [{ mediaType: 'image/png' as const, bytes: Buffer.from(tinyPng, 'base64') }];
  const op = async (n: number) => {
    const now = new Date(start + n * 1_000);
    const id = (n % 120) + 1;
    switch (n % 9) {
      case 0:
      case 1:
      case 2:
        return ask(db, setup, n % 3 === 0 ? n % 90 : n, now);
      case 3:
        return rejectWithdrawal(db, id, 'test rejection', now);
      case 4:
        return releaseWithdrawal(db, id, now);
      case 5:
        return db.transaction((tx) =>
          confirmReceipt(tx, {
            memberId: player.memberId,
            withdrawalId: id,
            proofs: n % 2 === 0 ? proof : null,
            now,
          }),
        );
      case 6:
        return reviewWithdrawal(db, id, n % 2 === 0 ? 'paid' : 'refunded', 'test review', now);
      case 7:
        return settleDue(db, new Date(start + 3_600_000), player.memberId);
      default:
        return playRound(db, {
          player: player as RoundPlayer,
          gameId: games.slot,
          ticketId: null,
          clientRoundId: `concurrency-round-${n}`,
          stakeCents: 500n,
          play: { kind: 'slot' },
          now,
        });
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: count }, (_, n) => op(n)));
  for (const result of settled) {
    if (result.status === 'fulfilled') continue;
    const error: unknown = result.reason;
    if (error instanceof ApiError && expectedRefusals.has(error.code)) refused += 1;
    else throw error;
  }
  return refused;
};

const checkLedger = async (db: Db, setup: WithdrawalSetup) => {
  const { player, merchant } = setup;
  expect(await ledgerTotal(db)).toBe(0n);
  const [wallet] = await db.query<{ balance: string; entries: string }>(
    `SELECT a.balance_cents::text AS balance,
            (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries e WHERE e.account_id = a.id)::text AS entries
       FROM ledger_accounts a WHERE a.id = $1`,
    [player.walletId],
  );
  const balance = BigInt(wallet?.balance ?? '-1');
  expect(balance).toBeGreaterThanOrEqual(0n);
  expect(wallet?.entries).toBe(wallet?.balance);
  const [sums] = await db.query<{ out: string; held: string }>(
    `SELECT coalesce(sum(amount_cents) FILTER (WHERE status NOT IN ('rejected', 'refunded')), 0)::text AS out,
            coalesce(sum(amount_cents) FILTER (WHERE status IN ('pending', 'released', 'underReview')), 0)::text AS held
       FROM withdrawals WHERE member_id = $1`,
    [player.memberId],
  );
  const [rounds] = await db.query<{ stakes: string; wins: string }>(
    `SELECT coalesce(sum(stake_cents), 0)::text AS stakes, coalesce(sum(win_cents), 0)::text AS wins
       FROM game_rounds WHERE member_id = $1`,
    [player.memberId],
  );
  expect(balance).toBe(
    opening -
      BigInt(sums?.out ?? '0') -
      BigInt(rounds?.stakes ?? '0') +
      BigInt(rounds?.wins ?? '0'),
  );
  const heldId = await heldAccountId(db, merchant.id, merchant.currency, new Date(start));
  const paidOut = await db.query<{ cents: string }>(
    `SELECT coalesce(sum(e.amount_cents), 0)::text AS cents FROM ledger_entries e
       JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE t.kind = 'withdraw.payout' AND e.amount_cents > 0`,
  );
  expect((await houseTotals(db, heldId)).cents).toBe(BigInt(sums?.held ?? '0'));
  expect(BigInt(paidOut[0]?.cents ?? '0')).toBe(
    BigInt(sums?.out ?? '0') - BigInt(sums?.held ?? '0'),
  );
  const broken = await db.query(
    `SELECT w.id FROM withdrawals w
      WHERE w.status <> (SELECT s.status FROM withdrawal_steps s WHERE s.withdrawal_id = w.id
                          ORDER BY s.id DESC LIMIT 1)`,
  );
  expect(broken).toEqual([]);
};

const checkCrash = async (db: Db, setup: WithdrawalSetup) => {
  const before = await fingerprint(db);
  const boom = new Error('crash after the hold');
  await expect(
    runOnce(
      db,
      {
        memberId: setup.player.memberId,
        key: 'crash-key-0000000001',
        call: 'withdraw',
        digest: 'a'.repeat(64),
      },
      new Date(start),
      async (tx) => {
        await holdWithdrawal(tx, {
          merchantId: setup.merchant.id,
          memberId: setup.player.memberId,
          bankCardId: setup.cardId,
          amountCents: 100n,
          now: new Date(start),
        });
        throw boom;
      },
    ),
  ).rejects.toBe(boom);
  const [pending] = await db.query<{ id: number }>(
    `SELECT id FROM withdrawals WHERE member_id = $1 AND status = 'pending' LIMIT 1`,
    [setup.player.memberId],
  );
  if (!pending) throw new Error('no pending withdrawal left to interrupt');
  await expect(
    db.transaction(async (tx) => {
      await takeStep(tx, {
        withdrawalId: pending.id,
        memberId: null,
        from: ['pending'],
        to: 'rejected',
        move: 'return',
        reason: 'interrupted',
        refusal: 'withdrawal.state.invalid',
        now: new Date(start),
      });
      throw boom;
    }),
  ).rejects.toBe(boom);
  expect(await fingerprint(db)).toBe(before);
};

const scenario = async (db: Db, prefix: string) => {
  const setup = await withdrawalSetup(db, prefix, opening, new Date(start));
  const refused = await run(db, setup, 1_000);
  expect(refused).toBeGreaterThan(0);
  const [made] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1',
    [setup.player.memberId],
  );
  expect(made?.n).toBeGreaterThan(50);
  await checkLedger(db, setup);
  await checkCrash(db, setup);
  await checkLedger(db, setup);
};

describe('withdrawals under 1,000 concurrent money operations (PGlite)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await loadTemplateDb();
  });
  afterAll(() => db.close());

  it(
    'creates and loses no money, and a crash mid-step writes nothing',
    { timeout: 300_000 },
    async () => {
      await scenario(db, 'wdconc');
    },
  );
});

const url = loadUpstreamConfig(process.env).databaseUrl;
if (!url) {
  console.warn(
    'DATABASE_URL is unset: the PostgreSQL variant of the withdrawal concurrency test was skipped',
  );
}

describe.skipIf(!url)('withdrawals under 1,000 concurrent money operations (PostgreSQL)', () => {
  let schema: Awaited<ReturnType<typeof privateSchema>>;
  let db: Db;
  beforeAll(async () => {
    schema = await privateSchema(url ?? '', 'withdrawals_concurrency');
    db = await openPostgres(schema.url);
    await migrate(db);
    await ensureSeeded(db, 'hisdemo1', new Date(start));
  });
  afterAll(async () => {
    await db?.close();
    await schema?.drop();
  });

  it(
    'creates and loses no money, and a crash mid-step writes nothing',
    { timeout: 300_000 },
    async () => {
      await scenario(db, 'wdconc');
    },
  );
});
