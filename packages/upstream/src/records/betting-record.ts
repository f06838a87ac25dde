import type { BetRecord, BettingRecord } from '@his/shared/schemas/records';
import type { Queryable } from '../db/db.ts';
import { centsToDecimal } from '../ledger/money.ts';
import { betsSql } from './bets.ts';
import type { Span } from './range.ts';

export interface BettingQuery {
  /** Whose bets: one member's own record, or an agent's team. */
  memberIds: readonly number[];
  span: Span;
  category: string | null;
  vendor: string | null;
  page: number;
  pageSize: number;
}

interface Row {
  total: number;
  stake: string;
  payout: string;
  id: string | null;
  account: string | null;
  time: Date | null;
  settledAt: Date | null;
  gameName: string | null;
  gameCode: string | null;
  vendor: string | null;
  category: string | null;
  stakeCents: string | null;
  winCents: string | null;
  status: 'pending' | 'settled' | null;
}

// One statement: the page and the totals over the whole filter see the same rows.
const pageSql = `
  WITH ${betsSql}, page AS (
    SELECT * FROM picked ORDER BY time DESC, source, n DESC LIMIT $6 OFFSET $7
  )
  SELECT s.total, s.stake::text AS stake, s.payout::text AS payout, p.id, m.account, p.time,
         p.settled_at AS "settledAt", p.game_name AS "gameName", p.game_code AS "gameCode",
         p.vendor, p.category, p.stake_cents::text AS "stakeCents",
         p.win_cents::text AS "winCents", p.status
    FROM (SELECT count(*)::int AS total, coalesce(sum(stake_cents), 0) AS stake,
                 coalesce(sum(win_cents), 0) AS payout FROM picked) s
    LEFT JOIN page p ON true
    LEFT JOIN members m ON m.id = p.member_id
   ORDER BY p.time DESC, p.source, p.n DESC`;

/** A bet and the account of the member who placed it. */
export interface MemberBet {
  account: string;
  bet: BetRecord;
}

/** The members' bets in the span, newest first, one page of them, and totals over all of them. */
export const betPage = async (
  db: Queryable,
  query: BettingQuery,
): Promise<Omit<BettingRecord, 'list'> & { list: MemberBet[] }> => {
  const rows = await db.query<Row>(pageSql, [
    query.memberIds,
    query.span.start,
    query.span.end,
    query.category,
    query.vendor,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  ]);
  const [first] = rows;
  const stake = BigInt(first?.stake ?? '0');
  const payout = BigInt(first?.payout ?? '0');
  const list: MemberBet[] = [];
  for (const row of rows) {
    if (row.id === null || row.time === null || row.status === null) continue;
    const rowStake = BigInt(row.stakeCents ?? '0');
    const rowPayout = BigInt(row.winCents ?? '0');
    const bet: BetRecord = {
      id: row.id,
      time: row.time.getTime(),
      settledAt: row.settledAt?.getTime() ?? null,
      gameName: row.gameName ?? '',
      gameCode: row.gameCode ?? '',
      vendor: row.vendor ?? '',
      category: row.category ?? '',
      stake: centsToDecimal(rowStake),
      payout: centsToDecimal(rowPayout),
      net: centsToDecimal(rowPayout - rowStake),
      status: row.status,
    };
    list.push({ account: row.account ?? '', bet });
  }
  return {
    list,
    page: query.page,
    pageSize: query.pageSize,
    total: first?.total ?? 0,
    totals: {
      count: first?.total ?? 0,
      stake: centsToDecimal(stake),
      payout: centsToDecimal(payout),
      net: centsToDecimal(payout - stake),
    },
  };
};

/** One member's own betting record: the bets without the account, which is the member's. */
export const bettingRecord = async (
  db: Queryable,
  query: Omit<BettingQuery, 'memberIds'> & { memberId: number },
): Promise<BettingRecord> => {
  const { memberId, ...rest } = query;
  const page = await betPage(db, { ...rest, memberIds: [memberId] });
  return { ...page, list: page.list.map((row) => row.bet) };
};
