import type { ContractKind, ContractTerms } from '@his/shared/schemas/contracts';
import type { Db, Queryable } from '../db/db.ts';
import { houseAccountId, mainWalletTypeId, memberWalletId } from '../ledger/accounts.ts';
import type { PostInput } from '../ledger/post.ts';
import { LedgerError, postTransactions } from '../ledger/post.ts';
import { findMemberById } from '../members/members.ts';
import { membersWithOpenRounds, settleDueRounds } from '../play/crash-rounds.ts';
import { produceDueDraws } from '../play/lottery/draws.ts';
import { tierAt, tiersOf } from './contract-terms.ts';
import { isTopAgent } from './contracts.ts';
import type { Period } from './settlement-periods.ts';
import { duePeriods, periodAt, settlementPeriodOf } from './settlement-periods.ts';

/**
 * The settlement of agent contracts (issue 15; the rules are in `packages/upstream/README.md`,
 * "Contract settlement"): every period of a contract in force that has ended is settled once,
 * over the team's settled bets, and its pay moves through the ledger in the same transaction as
 * its row. The row's unique key (contract, period start) and the ledger's idempotency key make a
 * period paid once whoever runs the settlement, however often and however many at once.
 */

/** The ledger kinds of the payments (the account record's `SALARY` and `DIVIDEND`). */
const settlementLedgerKinds: Readonly<Record<ContractKind, string>> = {
  dividend: 'dividend',
  dailySalary: 'salary.daily',
  hourlySalary: 'salary.hourly',
  realtimeSalary: 'salary.realtime',
};

/**
 * Periods settled per contract in one transaction: a catch-up after days of downtime (hundreds of
 * five-minute periods) takes one figures query per chunk and commits as it goes.
 */
const periodsPerChunk = 500;

/** Serialises the settlement of one contract (two-key advisory lock: 'STLM', contract). */
const settlementLockClass = 0x53544c4d;

interface Figures {
  validBetCents: bigint;
  profitLossCents: bigint;
  activeMembers: number;
}

interface Pay {
  /** The tier reached (cents of valid bet, or active members for a dividend); null: none. */
  tierThreshold: bigint | null;
  rateBp: number;
  amountCents: bigint;
}

/**
 * What the terms pay on a period's figures, rounded down to the cent: a salary the rate of the
 * tier its valid bet reaches times the valid bet; a dividend the rate of the tier its active
 * members reach times the team's loss to the house (a period the team won pays nothing).
 */
const payOf = (terms: ContractTerms, figures: Figures): Pay => {
  const dividend = terms.kind === 'dividend';
  const tier = tierAt(
    tiersOf(terms),
    dividend ? BigInt(figures.activeMembers) : figures.validBetCents,
  );
  const rateBp = tier?.rateBp ?? 0;
  const base = dividend
    ? figures.profitLossCents > 0n
      ? figures.profitLossCents
      : 0n
    : figures.validBetCents;
  return {
    tierThreshold: tier?.threshold ?? null,
    rateBp,
    amountCents: (base * BigInt(rateBp)) / 10_000n,
  };
};

interface ContractToSettle {
  id: number;
  merchantId: number;
  kind: ContractKind;
  terms: ContractTerms;
  uplineId: number;
  downlineId: number;
  decidedAt: Date;
  endedAt: Date | null;
}

/** A contract as the run finds it: how far it is settled, and whether periods wait unpaid. */
interface Candidate extends ContractToSettle {
  settledUntil: Date | null;
  hasUnpaid: boolean;
}

/**
 * The team's figures over each window (contiguous, in order; `starts` their starts, `end` the
 * last one's end): the downline agent and every member below it, their settled rounds and
 * lottery bets by the time they were settled. One query for every window: `width_bucket` puts a
 * bet in the window whose start is the last at or before its time.
 */
const figuresSql = `
  WITH RECURSIVE team AS (
    SELECT id FROM members WHERE id = $1
    UNION
    SELECT m.id FROM members m JOIN team t ON m.upline_id = t.id
  ), bets AS (
    SELECT r.member_id, r.stake_cents, r.win_cents, r.settled_at FROM game_rounds r
     WHERE r.member_id IN (SELECT id FROM team) AND r.status = 'settled' AND NOT r.trial
       AND r.settled_at >= $3 AND r.settled_at < $4
    UNION ALL
    SELECT b.member_id, b.stake_cents, b.win_cents, b.settled_at FROM lottery_bets b
     WHERE b.member_id IN (SELECT id FROM team) AND b.status <> 'pending'
       AND b.settled_at >= $3 AND b.settled_at < $4
  )
  SELECT width_bucket(settled_at, $2::timestamptz[]) AS n,
         sum(stake_cents)::text AS "validBet", sum(stake_cents - win_cents)::text AS "profitLoss",
         count(DISTINCT member_id)::int AS "activeMembers"
    FROM bets GROUP BY 1`;

const figuresOf = async (
  tx: Queryable,
  downlineId: number,
  windows: readonly Period[],
): Promise<Figures[]> => {
  const first = windows[0];
  const last = windows.at(-1);
  if (!first || !last) return [];
  const rows = await tx.query<{
    n: number;
    validBet: string;
    profitLoss: string;
    activeMembers: number;
  }>(figuresSql, [
    downlineId,
    windows.map((w) => new Date(w.start).toISOString()),
    new Date(first.start),
    new Date(last.end),
  ]);
  const byWindow = new Map(rows.map((row) => [row.n, row]));
  return windows.map((_, index) => {
    const row = byWindow.get(index + 1);
    return {
      validBetCents: BigInt(row?.validBet ?? '0'),
      profitLossCents: BigInt(row?.profitLoss ?? '0'),
      activeMembers: row?.activeMembers ?? 0,
    };
  });
};

/** Who pays a contract now: the house for a top agent's contracts, else the upline's wallet. */
const payerOf = async (tx: Queryable, contract: ContractToSettle) => {
  const upline = await findMemberById(tx, contract.uplineId);
  if (!upline || (await isTopAgent(tx, upline))) {
    return {
      payer: 'house' as const,
      memberId: null,
      accountId: await houseAccountId(tx, contract.merchantId, 'agents'),
    };
  }
  return {
    payer: 'upline' as const,
    memberId: upline.id,
    accountId: await memberWalletId(tx, upline.id),
  };
};

interface Owed {
  id: number;
  periodStart: Date;
  amountCents: bigint;
  payerAccountId: number;
}

/**
 * Posts what the rows owe, in period order (`ledger_post_batch` answers each as if posted in
 * turn), and marks paid those that posted. One the payer's wallet cannot cover stays `unpaid`
 * (the next run tries again); any other refusal is a fault and rolls everything back.
 */
const pay = async (
  tx: Queryable,
  contract: ContractToSettle,
  payeeAccountId: number,
  owed: readonly Owed[],
  now: Date,
): Promise<void> => {
  if (owed.length === 0) return;
  const inputs = owed.map((row): PostInput => ({
    merchantId: contract.merchantId,
    kind: settlementLedgerKinds[contract.kind],
    idempotencyKey: `contract:${contract.id}:${row.periodStart.getTime()}`,
    memo: `contract ${contract.id} ${contract.kind} ${row.periodStart.toISOString()}`,
    legs: [
      { accountId: row.payerAccountId, amountCents: -row.amountCents },
      { accountId: payeeAccountId, amountCents: row.amountCents },
    ],
    now,
  }));
  const results = await postTransactions(tx, inputs);
  const paid: { id: number; transactionId: number }[] = [];
  results.forEach((result, index) => {
    const row = owed[index];
    if (!row) return;
    if (result.status === 'fulfilled') {
      paid.push({ id: row.id, transactionId: result.value.transactionId });
      return;
    }
    const reason: unknown = result.reason;
    if (reason instanceof LedgerError && reason.reason === 'insufficient_funds') return;
    throw reason;
  });
  if (paid.length === 0) return;
  await tx.query(
    `UPDATE agent_contract_settlements s SET status = 'paid', ledger_txn_id = p.txn, paid_at = $3
       FROM unnest($1::int[], $2::int[]) AS p (id, txn) WHERE s.id = p.id`,
    [paid.map((p) => p.id), paid.map((p) => p.transactionId), now],
  );
};

/** The unpaid periods of the contract, oldest first, with the wallet each is owed from. */
const unpaidOf = async (tx: Queryable, contractId: number): Promise<Owed[]> => {
  const rows = await tx.query<{
    id: number;
    periodStart: Date;
    amountCents: string;
    payerAccountId: number;
  }>(
    `SELECT s.id, s.period_start AS "periodStart", s.amount_cents::text AS "amountCents",
            w.id AS "payerAccountId"
       FROM agent_contract_settlements s
       JOIN ledger_accounts w ON w.member_id = s.payer_member_id AND w.account_type_id = $2
      WHERE s.contract_id = $1 AND s.status = 'unpaid'
      ORDER BY s.period_start`,
    [contractId, mainWalletTypeId],
  );
  return rows.map((row) => ({ ...row, amountCents: BigInt(row.amountCents) }));
};

const spanEndOf = (contract: ContractToSettle) =>
  contract.endedAt?.getTime() ?? Number.POSITIVE_INFINITY;

/** The contract's due periods after `settledUntil` (none yet: from its first on), in order. */
const periodsAfter = (
  contract: ContractToSettle,
  settledUntil: Date | null,
  now: Date,
  limit: number,
): Period[] => {
  const kind = settlementPeriodOf(contract.terms);
  const from = settledUntil?.getTime() ?? periodAt(kind, contract.decidedAt.getTime()).start;
  return duePeriods(kind, from, spanEndOf(contract), now.getTime(), limit);
};

/**
 * One step of a contract's settlement, in one transaction under the contract's lock: the periods
 * left unpaid are tried again, then up to `periodsPerChunk` due periods are recorded (with their
 * figures, tier, rate and amount) and paid. Answers whether due periods remain.
 */
const settleChunk = async (tx: Queryable, contract: ContractToSettle, now: Date) => {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [settlementLockClass, contract.id]);
  const payeeAccountId = await memberWalletId(tx, contract.downlineId);
  await pay(tx, contract, payeeAccountId, await unpaidOf(tx, contract.id), now);
  const [latest] = await tx.query<{ end: Date }>(
    `SELECT period_end AS end FROM agent_contract_settlements
      WHERE contract_id = $1 ORDER BY period_start DESC LIMIT 1`,
    [contract.id],
  );
  const periods = periodsAfter(contract, latest?.end ?? null, now, periodsPerChunk + 1);
  const settling = periods.slice(0, periodsPerChunk);
  if (settling.length === 0) return false;
  const windows = settling.map((p) => ({
    start: Math.max(p.start, contract.decidedAt.getTime()),
    end: Math.min(p.end, spanEndOf(contract)),
  }));
  const figures = await figuresOf(tx, contract.downlineId, windows);
  const payer = await payerOf(tx, contract);
  const rows = settling.map((period, index) => {
    const figure = figures[index] ?? { validBetCents: 0n, profitLossCents: 0n, activeMembers: 0 };
    return { period, figure, pay: payOf(contract.terms, figure) };
  });
  const inserted = await tx.query<{ id: number; periodStart: Date; amountCents: string }>(
    `INSERT INTO agent_contract_settlements
       (merchant_id, contract_id, kind, period_start, period_end, payer, payer_member_id,
        payee_member_id, valid_bet_cents, profit_loss_cents, active_members, tier_threshold,
        rate_bp, amount_cents, status, settled_at)
     SELECT $1, $2, $3, r.period_start, r.period_end, $4, $5, $6, r.valid_bet, r.profit_loss,
            r.active_members, r.tier_threshold, r.rate_bp, r.amount,
            CASE WHEN r.amount = 0 THEN 'nothing' ELSE 'unpaid' END, $16
       FROM unnest($7::timestamptz[], $8::timestamptz[], $9::text[]::bigint[],
                   $10::text[]::bigint[], $11::int[], $12::text[]::bigint[], $13::int[],
                   $14::text[]::bigint[], $15::int[])
            AS r (period_start, period_end, valid_bet, profit_loss, active_members,
                  tier_threshold, rate_bp, amount, n)
      ORDER BY r.n
     ON CONFLICT (contract_id, period_start) DO NOTHING
     RETURNING id, period_start AS "periodStart", amount_cents::text AS "amountCents"`,
    [
      contract.merchantId,
      contract.id,
      contract.kind,
      payer.payer,
      payer.memberId,
      contract.downlineId,
      rows.map((r) => new Date(r.period.start).toISOString()),
      rows.map((r) => new Date(r.period.end).toISOString()),
      rows.map((r) => r.figure.validBetCents.toString()),
      rows.map((r) => r.figure.profitLossCents.toString()),
      rows.map((r) => r.figure.activeMembers),
      rows.map((r) => r.pay.tierThreshold?.toString() ?? null),
      rows.map((r) => r.pay.rateBp),
      rows.map((r) => r.pay.amountCents.toString()),
      rows.map((_, index) => index),
      now,
    ],
  );
  const owed = inserted
    .map((row) => ({
      ...row,
      amountCents: BigInt(row.amountCents),
      payerAccountId: payer.accountId,
    }))
    .filter((row) => row.amountCents > 0n)
    .sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime());
  await pay(tx, contract, payeeAccountId, owed, now);
  return periods.length > periodsPerChunk;
};

/**
 * The merchant's contracts that may have something to settle: in force or ended after they were
 * decided, not yet settled up to their end, or with unpaid periods. Uplines nearer the top come
 * first, so an agent paid by the house in a run can pay its own downline in the same run.
 */
const contractsToSettle = (q: Queryable, merchantId: number) =>
  q.query<Candidate>(
    `WITH RECURSIVE contracts AS (
       SELECT c.id, c.merchant_id AS "merchantId", c.kind, c.terms, c.upline_id AS "uplineId",
              c.downline_id AS "downlineId", c.decided_at AS "decidedAt", c.ended_at AS "endedAt",
              latest.period_end AS "settledUntil",
              EXISTS (SELECT 1 FROM agent_contract_settlements u
                       WHERE u.contract_id = c.id AND u.status = 'unpaid') AS "hasUnpaid"
         FROM agent_contracts c
         LEFT JOIN LATERAL (
           SELECT s.period_end FROM agent_contract_settlements s
            WHERE s.contract_id = c.id ORDER BY s.period_start DESC LIMIT 1
         ) latest ON true
        WHERE c.merchant_id = $1 AND c.status IN ('accepted', 'terminated')
          AND c.decided_at IS NOT NULL
     ), candidates AS (
       SELECT * FROM contracts
        WHERE "hasUnpaid" OR "endedAt" IS NULL
           OR ("endedAt" > "decidedAt" AND ("settledUntil" IS NULL OR "settledUntil" < "endedAt"))
     ), chain AS (
       SELECT c.id, m.upline_id AS next, 0 AS depth
         FROM candidates c JOIN members m ON m.id = c."uplineId"
       UNION ALL
       SELECT chain.id, m.upline_id, chain.depth + 1
         FROM chain JOIN members m ON m.id = chain.next
        WHERE chain.depth < 100
     )
     SELECT c.* FROM candidates c
       JOIN (SELECT id, max(depth) AS depth FROM chain GROUP BY id) d ON d.id = c.id
      ORDER BY d.depth, c.id`,
    [merchantId],
  );

/**
 * Settles every due period of the merchant's contracts at `now`, and pays again what was left
 * unpaid. The bets first: crash rounds past their end and lottery bets whose draw is due are
 * settled (with their own times), so no bet of an ended period turns up after it was settled.
 * Safe to run at any time, twice, or in several processes at once.
 */
export const settleDueContracts = async (db: Db, merchantId: number, now: Date): Promise<void> => {
  await produceDueDraws(db, merchantId, now);
  for (const memberId of await membersWithOpenRounds(db, merchantId)) {
    await settleDueRounds(db, memberId, now);
  }
  for (const contract of await contractsToSettle(db, merchantId)) {
    if (!contract.hasUnpaid && periodsAfter(contract, contract.settledUntil, now, 1).length === 0) {
      continue;
    }
    let more = true;
    while (more) more = await db.transaction((tx) => settleChunk(tx, contract, now));
  }
};
