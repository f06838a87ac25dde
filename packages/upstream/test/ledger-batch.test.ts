import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadUpstreamConfig } from '../src/config.ts';
import type { Db, Queryable } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { ApiError } from '../src/http/api-error.ts';
import { createMemberWallet } from '../src/ledger/accounts.ts';
import { ledgerTotal } from '../src/ledger/balance.ts';
import type { PostInput, Posted } from '../src/ledger/post.ts';
import { LedgerError, postTransaction, postTransactions } from '../src/ledger/post.ts';
import { insertMember } from '../src/members/members.ts';
import type { PlayInput, PlayResult, RoundPlayer } from '../src/play/round-store.ts';
import { findByClientId, walletBalance } from '../src/play/round-store.ts';
import { playRound } from '../src/play/rounds.ts';
import { ensureSeeded } from '../src/seed/seed.ts';
import { loadTemplateDb } from './helpers/db.ts';
import { fundedPlayers, playFixture } from './helpers/players.ts';
import { privateSchema } from './helpers/postgres.ts';

/**
 * Group commit (src/play/round-batch.ts, migration 011): rounds that arrive together are settled
 * by one statement in one database transaction, and each caller still gets the answer it would
 * have had alone. Rounds started in the same turn of the event loop form one batch.
 */

const now = new Date('2026-04-01T12:00:00Z');
/** Dice "under 50": a roll of 99 loses, 0 wins 1.92 × the stake. */
const under50 = { kind: 'dice', choice: { direction: 'under', target: 50 } } as const;
const losing = () => 99;
const winning = () => 0;
/** The slot draws its reels from this; any source does, the test only needs a settled round. */
const anyReels = (max: number) => Math.floor(max / 3);

let prefixes = 0;
const players = (db: Db, count: number, cents: bigint) =>
  fundedPlayers(db, count, cents, `batch${(prefixes += 1)}_`);

const round = async (
  db: Db,
  player: RoundPlayer,
  clientRoundId: string,
  stakeCents: bigint,
  extra: Partial<PlayInput> = {},
): Promise<PlayInput> => ({
  player,
  gameId: (await playFixture(db)).games.dice,
  ticketId: null,
  clientRoundId,
  stakeCents,
  play: under50,
  now,
  random: losing,
  ...extra,
});

/** Plays the rounds at once (one batch), each settled on its own. */
const together = (db: Db, inputs: PlayInput[]) =>
  Promise.allSettled(inputs.map((input) => playRound(db, input)));

const value = (result: PromiseSettledResult<PlayResult> | undefined): PlayResult => {
  if (result?.status !== 'fulfilled') throw new Error(`round refused: ${String(result)}`);
  return result.value;
};

const refusal = (result: PromiseSettledResult<PlayResult> | undefined): unknown => {
  if (result?.status !== 'rejected') throw new Error('round not refused');
  return result.reason;
};

/** How many database transactions wrote these members' rounds. */
const commitsOf = async (db: Db, members: number[]): Promise<number> => {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT t.xmin::text)::int AS n FROM game_rounds r
       JOIN ledger_transactions t ON t.id = r.transaction_id WHERE r.member_id = ANY ($1::int[])`,
    [members],
  );
  return row?.n ?? -1;
};

const stakeTransactions = async (db: Db, memberId: number): Promise<number> => {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key LIKE $1`,
    [`round:${memberId}:%`],
  );
  return row?.n ?? -1;
};

const roundTests = (getDb: () => Db) => {
  it('settles rounds together in one transaction; a refused one touches no other', async () => {
    const db = getDb();
    const [a, b, c] = await players(db, 3, 10_000n);
    const [poor] = await players(db, 1, 200n);
    if (!a || !b || !c || !poor) throw new Error('no players');
    const results = await together(db, [
      await round(db, a, 'r1', 300n),
      await round(db, poor, 'r1', 500n),
      await round(db, b, 'r1', 300n, { random: winning }),
      await round(db, c, 'r1', 100n, { play: { kind: 'slot' }, random: anyReels }),
    ]);
    expect(value(results[0]).balanceCents).toBe(9_700n);
    expect(refusal(results[1])).toMatchObject({ code: 'funds.insufficient' });
    expect(value(results[2]).balanceCents).toBe(10_000n - 300n + 576n);
    expect(value(results[3]).replayed).toBe(false);
    for (const [index, player] of [a, poor, b, c].entries()) {
      const result = results[index];
      if (result?.status !== 'fulfilled') continue;
      // The answer is the round as written, and the balance the wallet has.
      expect(result.value.round).toEqual(await findByClientId(db, player.memberId, 'r1'));
      expect(result.value.balanceCents).toBe(await walletBalance(db, player.walletId));
    }
    expect(await commitsOf(db, [a.memberId, b.memberId, c.memberId])).toBe(1);
    expect(await findByClientId(db, poor.memberId, 'r1')).toBeNull();
    expect(await stakeTransactions(db, poor.memberId)).toBe(0);
    expect(await walletBalance(db, poor.walletId)).toBe(200n);
    expect(await ledgerTotal(db)).toBe(0n);
  });

  it('answers a replay inside a batch with the first round and moves nothing twice', async () => {
    const db = getDb();
    const [a, b] = await players(db, 2, 10_000n);
    if (!a || !b) throw new Error('no players');
    const earlier = await playRound(db, await round(db, a, 'early', 1_000n));
    const results = await together(db, [
      await round(db, a, 'early', 1_000n),
      await round(db, a, 'twice', 400n),
      await round(db, b, 'other', 100n),
      await round(db, a, 'twice', 400n, { random: winning }),
    ]);
    expect(value(results[0])).toMatchObject({ replayed: true, round: earlier.round });
    const first = value(results[1]);
    expect(first).toMatchObject({ replayed: false, balanceCents: 8_600n });
    expect(value(results[2]).replayed).toBe(false);
    expect(value(results[3])).toMatchObject({
      replayed: true,
      round: first.round,
      balanceCents: 8_600n,
    });
    expect(await stakeTransactions(db, a.memberId)).toBe(2);
    expect(await walletBalance(db, a.walletId)).toBe(8_600n);
    expect(await commitsOf(db, [a.memberId, b.memberId])).toBe(2);
    expect(await ledgerTotal(db)).toBe(0n);
  });

  it("checks a member's later round against what the earlier ones in the batch left", async () => {
    const db = getDb();
    const [loser, winner] = await players(db, 2, 500n);
    if (!loser || !winner) throw new Error('no players');
    const results = await together(db, [
      await round(db, loser, 'one', 300n),
      await round(db, winner, 'one', 300n, { random: winning }),
      await round(db, loser, 'two', 300n),
      await round(db, winner, 'two', 300n),
      await round(db, loser, 'three', 200n),
    ]);
    // The loser has 200 left after its first round: 300 more is refused, 200 is not.
    expect(value(results[0]).balanceCents).toBe(200n);
    expect(refusal(results[2])).toMatchObject({ code: 'funds.insufficient' });
    expect(value(results[4]).balanceCents).toBe(0n);
    // The winner's first round paid 576, so its second one has the funds.
    expect(value(results[1]).balanceCents).toBe(776n);
    expect(value(results[3]).balanceCents).toBe(476n);
    expect(await commitsOf(db, [loser.memberId, winner.memberId])).toBe(1);
    expect(await findByClientId(db, loser.memberId, 'two')).toBeNull();
    expect(await walletBalance(db, loser.walletId)).toBe(0n);
    expect(await ledgerTotal(db)).toBe(0n);
  });

  it('settles the rest of a batch when the database refuses one of its rounds', async () => {
    const db = getDb();
    const [a, b] = await players(db, 2, 10_000n);
    if (!a || !b) throw new Error('no players');
    // The route validates client round ids; here one reaches the table's CHECK and fails there.
    const results = await together(db, [
      await round(db, a, 'fine', 100n),
      await round(db, b, 'not allowed!', 100n),
      await round(db, b, 'fine', 100n),
    ]);
    expect(value(results[0]).balanceCents).toBe(9_900n);
    expect(refusal(results[1])).not.toBeInstanceOf(ApiError);
    expect(value(results[2]).balanceCents).toBe(9_900n);
    expect(await stakeTransactions(db, b.memberId)).toBe(1);
    expect(await ledgerTotal(db)).toBe(0n);
  });
};

/*
 * ledger_post_batch against ledger_post: the same transfers posted in one statement and one by
 * one give the same answers and leave the same balances. Both run on the same data, each inside
 * a transaction that is rolled back afterwards.
 */

interface Wallets {
  merchantId: number;
  fundingId: number;
  wallets: number[];
  /** A wallet in another currency. */
  foreign: number;
}

interface Transfer {
  /** A wallet's index, or -1 for the house funding account (which may go negative). */
  from: number;
  to: number;
  cents: number;
  /** A second debit of the sender in the same transaction. */
  split: number | null;
  key: number;
  odd: 'none' | 'unknown' | 'foreign';
}

const transferArb = (count: number): fc.Arbitrary<Transfer> =>
  fc.record({
    from: fc.integer({ min: -1, max: count - 1 }),
    to: fc.nat(count - 1),
    cents: fc.integer({ min: 1, max: 700 }),
    split: fc.option(fc.integer({ min: 1, max: 300 }), { freq: 3 }),
    key: fc.nat(12),
    odd: fc.constantFrom('none' as const, 'unknown' as const, 'foreign' as const),
  });

const inputOf = (w: Wallets, t: Transfer): PostInput => {
  const from = t.from < 0 ? w.fundingId : (w.wallets[t.from] ?? 0);
  const to =
    t.odd === 'unknown'
      ? 2_000_000_000
      : t.odd === 'foreign'
        ? w.foreign
        : (w.wallets[t.to] ?? 0) === from
          ? w.fundingId
          : (w.wallets[t.to] ?? 0);
  const cents = BigInt(t.cents);
  const split = t.split === null ? null : BigInt(t.split);
  return {
    merchantId: w.merchantId,
    kind: 'test.batch',
    idempotencyKey: `batch:${t.key}`,
    legs:
      split === null
        ? [
            { accountId: from, amountCents: -cents },
            { accountId: to, amountCents: cents },
          ]
        : [
            { accountId: from, amountCents: -cents },
            { accountId: to, amountCents: cents + split },
            { accountId: from, amountCents: -split },
          ],
    now,
  };
};

const rolledBack = async <T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> => {
  const box: { kept?: { value: T } } = {};
  const rollBack = new Error('roll back');
  await db
    .transaction(async (tx) => {
      box.kept = { value: await fn(tx) };
      throw rollBack;
    })
    .catch((error: unknown) => {
      if (error !== rollBack) throw error;
    });
  if (!box.kept) throw new Error('nothing kept');
  return box.kept.value;
};

/** Results with transaction ids made comparable: the position of the input that created them. */
const comparable = (results: PromiseSettledResult<Posted>[]) => {
  const created = new Map<number, number>();
  results.forEach((result, index) => {
    if (result.status === 'fulfilled' && !result.value.replayed) {
      created.set(result.value.transactionId, index);
    }
  });
  return results.map((result) => {
    if (result.status === 'rejected') {
      const reason: unknown = result.reason;
      return { refused: reason instanceof LedgerError ? reason.reason : String(reason) };
    }
    const { transactionId, replayed, balances } = result.value;
    return {
      transaction: created.has(transactionId)
        ? `input ${created.get(transactionId)}`
        : transactionId,
      replayed,
      balances: balances ? [...balances.entries()].sort(([x], [y]) => x - y) : null,
    };
  });
};

const walletState = async (q: Queryable, ids: number[]) =>
  q.query<{ id: number; cents: string }>(
    `SELECT id, balance_cents::text AS cents FROM ledger_accounts WHERE id = ANY ($1::int[])
      ORDER BY id`,
    [ids],
  );

const batchProperty = async (db: Db, runs: number) => {
  const seats = await players(db, 4, 1_000n);
  const { merchant, fundingId } = await playFixture(db);
  const foreign = await db.transaction(async (tx) => {
    const memberId = await insertMember(tx, {
      merchantId: merchant.id,
      account: `batchusd${(prefixes += 1)}`,
      nickname: 'usd',
      type: 0,
      passwordHash: null,
      regDate: now,
    });
    if (memberId === null) throw new Error('member exists');
    return createMemberWallet(tx, merchant.id, memberId, 'USD', now);
  });
  const w: Wallets = {
    merchantId: merchant.id,
    fundingId,
    wallets: seats.map((seat) => seat.walletId),
    foreign,
  };
  // Keys posted before the batch: inputs reusing them are replays.
  await db.transaction((tx) =>
    postTransaction(
      tx,
      inputOf(w, { from: 0, to: 1, cents: 10, split: null, key: 0, odd: 'none' }),
    ),
  );
  const ids = [...w.wallets, w.foreign];
  await fc.assert(
    fc.asyncProperty(
      fc.array(transferArb(w.wallets.length), { minLength: 1, maxLength: 14 }),
      async (transfers) => {
        const inputs = transfers.map((t) => inputOf(w, t));
        const batch = await rolledBack(db, async (tx) => ({
          results: comparable(await postTransactions(tx, inputs)),
          wallets: await walletState(tx, ids),
          total: await ledgerTotal(tx),
        }));
        const single = await rolledBack(db, async (tx) => {
          const results: PromiseSettledResult<Posted>[] = [];
          for (const input of inputs) {
            try {
              results.push({ status: 'fulfilled', value: await postTransaction(tx, input) });
            } catch (error) {
              results.push({ status: 'rejected', reason: error });
            }
          }
          return { results: comparable(results), wallets: await walletState(tx, ids), total: 0n };
        });
        expect(batch.results).toEqual(single.results);
        expect(batch.wallets).toEqual(single.wallets);
        expect(batch.total).toBe(0n);
      },
    ),
    { numRuns: runs, endOnFailure: true },
  );
};

describe('group commit of rounds (PGlite)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await loadTemplateDb();
  });
  afterAll(() => db.close());

  roundTests(() => db);

  it(
    'posts transfers in one statement with the answers of posting them one by one',
    { timeout: 120_000 },
    async () => {
      await batchProperty(db, 60);
    },
  );
});

const url = loadUpstreamConfig(process.env).databaseUrl;

describe.skipIf(!url)('group commit of rounds (PostgreSQL)', () => {
  let schema: Awaited<ReturnType<typeof privateSchema>>;
  let db: Db;
  beforeAll(async () => {
    schema = await privateSchema(url ?? '', 'ledger_batch');
    db = await openPostgres(schema.url);
    await migrate(db);
    await ensureSeeded(db, 'hisdemo1', now);
  });
  afterAll(async () => {
    await db?.close();
    await schema?.drop();
  });

  roundTests(() => db);

  it(
    'posts transfers in one statement with the answers of posting them one by one',
    { timeout: 120_000 },
    async () => {
      await batchProperty(db, 60);
    },
  );
});
