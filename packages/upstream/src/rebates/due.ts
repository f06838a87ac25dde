import type { RebateCategory } from '@his/shared/schemas/rebate';
import type { Queryable } from '../db/db.ts';
import { centsToDecimal } from '../ledger/money.ts';
import { allTime } from '../points/ledger.ts';
import { betsSql } from '../records/bets.ts';

/**
 * The rebate due to a member (issue 16, cashback): the valid bets (stakes of settled rounds and
 * lottery bets, by the records' category) settled by the transactions in `[from, until)`, times
 * each category's rate. The bounds are transaction ids (`xid8`, migration 021): `from` is where
 * the last claim ended, `until` the xmin of a snapshot, below which every transaction has ended,
 * so a bet settled below it is visible now and no bet can ever appear below it later.
 */

export interface CategoryDue {
  category: string;
  validBetCents: bigint;
  rateBp: number;
  amountCents: bigint;
}

export interface Due {
  from: string;
  until: string;
  categories: CategoryDue[];
  validBetCents: bigint;
  amountCents: bigint;
}

/** Where the member's last claim ended ('0' before the first) and when it was made. */
export const lastClaim = async (
  q: Queryable,
  memberId: number,
): Promise<{ until: string; at: Date | null }> => {
  const [row] = await q.query<{ until: string; at: Date }>(
    `SELECT covered_until::text AS until, claimed_at AS at FROM rebate_claims
      WHERE member_id = $1 ORDER BY id DESC LIMIT 1`,
    [memberId],
  );
  return row ? { until: row.until, at: row.at } : { until: '0', at: null };
};

/** No transaction below it is still running: the watermark a claim may cover up to. */
export const settledWatermark = async (q: Queryable): Promise<string> => {
  const [row] = await q.query<{ xmin: string }>(
    'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin',
  );
  if (!row) throw new Error('no snapshot');
  return row.xmin;
};

/** Every rated category (in the merchant's order) with its valid bet in `[from, until)`. */
export const dueBetween = async (
  q: Queryable,
  member: { id: number; merchantId: number },
  from: string,
  until: string,
): Promise<Due> => {
  const rows = await q.query<{ category: string; rateBp: number; valid: string }>(
    `WITH ${betsSql}, covered AS (
       SELECT p.category, p.stake_cents
         FROM picked p
         LEFT JOIN game_rounds r ON p.source = 0 AND r.id = p.n
         LEFT JOIN lottery_bets b ON p.source = 1 AND b.id = p.n
        WHERE p.status = 'settled'
          AND coalesce(r.settled_xid, b.settled_xid) >= $6::text::xid8
          AND coalesce(r.settled_xid, b.settled_xid) < $7::text::xid8
     )
     SELECT rr.category, rr.rate_bp AS "rateBp", coalesce(sum(c.stake_cents), 0)::text AS valid
       FROM rebate_rates rr LEFT JOIN covered c ON c.category = rr.category
      WHERE rr.merchant_id = $8 AND rr.rate_bp > 0
      GROUP BY rr.category, rr.rate_bp, rr.position
      ORDER BY rr.position, rr.category`,
    [[member.id], allTime.from, allTime.to, null, null, from, until, member.merchantId],
  );
  const categories = rows.map((row) => {
    const validBetCents = BigInt(row.valid);
    return {
      category: row.category,
      validBetCents,
      rateBp: row.rateBp,
      amountCents: (validBetCents * BigInt(row.rateBp)) / 10_000n,
    };
  });
  return {
    from,
    until,
    categories,
    validBetCents: categories.reduce((sum, c) => sum + c.validBetCents, 0n),
    amountCents: categories.reduce((sum, c) => sum + c.amountCents, 0n),
  };
};

/** Basis points as the percent string of the wire (`80` → `"0.80"`). */
const percentOf = (bp: number): string =>
  `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

export const categoryView = (c: CategoryDue): RebateCategory => ({
  category: c.category,
  validBet: centsToDecimal(c.validBetCents),
  rate: percentOf(c.rateBp),
  amount: centsToDecimal(c.amountCents),
});
