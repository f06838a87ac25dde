import type { PersonalProfit, RecordTotals } from '@his/shared/schemas/records';
import type { Queryable } from '../db/db.ts';
import { centsToDecimal } from '../ledger/money.ts';
import { betsSql } from './bets.ts';
import type { Span } from './range.ts';
import { zoneOffsetHours } from './range.ts';

interface Row {
  day: string | null;
  category: string | null;
  /** GROUPING(day, category): 0 per day and category, 1 per day, 2 per category, 3 in all. */
  level: number;
  count: number;
  stake: string | null;
  payout: string | null;
}

/**
 * One aggregate over the same bets as the betting record (`bets.ts`), so the two always agree:
 * the grouping sets give every level in one pass over one snapshot. A bet's day is its time's
 * day in the platform's zone.
 */
const profitSql = `
  WITH ${betsSql}, dated AS (
    SELECT to_char((time AT TIME ZONE 'UTC') + make_interval(hours => ${zoneOffsetHours}),
                   'YYYY-MM-DD') AS day,
           category, stake_cents, win_cents
      FROM picked
  )
  SELECT day, category, GROUPING(day, category)::int AS level, count(*)::int AS count,
         sum(stake_cents)::text AS stake, sum(win_cents)::text AS payout
    FROM dated
   GROUP BY GROUPING SETS ((day, category), (day), (category), ())
   ORDER BY level, day, category`;

const totalsOf = (row: Row | undefined): RecordTotals => {
  const stake = BigInt(row?.stake ?? '0');
  const payout = BigInt(row?.payout ?? '0');
  return {
    count: row?.count ?? 0,
    stake: centsToDecimal(stake),
    payout: centsToDecimal(payout),
    net: centsToDecimal(payout - stake),
  };
};

export const personalProfit = async (
  db: Queryable,
  query: { memberId: number; span: Span; category: string | null },
): Promise<PersonalProfit> => {
  const rows = await db.query<Row>(profitSql, [
    [query.memberId],
    query.span.start,
    query.span.end,
    query.category,
    null,
  ]);
  const at = (level: number) => rows.filter((row) => row.level === level);
  return {
    rows: at(0).map((row) => ({
      day: row.day ?? '',
      category: row.category ?? '',
      ...totalsOf(row),
    })),
    days: at(1).map((row) => ({ day: row.day ?? '', ...totalsOf(row) })),
    categories: at(2).map((row) => ({ category: row.category ?? '', ...totalsOf(row) })),
    totals: totalsOf(at(3)[0]),
  };
};
