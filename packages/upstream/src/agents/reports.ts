import type {
  AgentTeamBets,
  AgentTeamOverview,
  AgentTeamTransactions,
  AgentUserLoss,
  TeamPeriod,
  TeamTransactionTypeCode,
} from '@his/shared/schemas/agent-center';
import { teamTransactionTypeSchema } from '@his/shared/schemas/agent-center';
import type { Queryable } from '../db/db.ts';
import { centsToDecimal } from '../ledger/money.ts';
import type { Member } from '../members/members.ts';
import { betsSql } from '../records/bets.ts';
import { betPage } from '../records/betting-record.ts';
import type { Span } from '../records/range.ts';
import { memberMovements } from '../records/transactions.ts';
import type { PeriodDays } from './team-period.ts';
import { teamMemberIds, teamSql } from './team.ts';

/**
 * The agent center's reports (issue 15): each reads the records' own relations (`records/bets.ts`,
 * `records/transactions.ts`) over the agent's team instead of one member, so a downline's
 * figures in its agent's reports always equal its own records.
 */

interface OverviewRow {
  teamMembers: number;
  directMembers: number;
  newMembers: number;
  activePlayers: number;
  depositCount: number;
  deposits: string;
  withdrawalCount: number;
  withdrawals: string;
  betCount: number;
  validBets: string;
  payouts: string;
}

/**
 * One statement, one snapshot. Parameters: $1 the team's ids, $2 start, $3 end (excluded), $4 and
 * $5 null (the bets' category and vendor filters), $6 the agent's id. Deposits are the credits of
 * `deposit` transactions on the team's wallets; withdrawals those whose payout step (received,
 * forced received, paid) falls in the span; valid bets the stakes of settled bets.
 */
const overviewSql = `
  WITH ${betsSql}
  SELECT cardinality($1::int[]) AS "teamMembers",
         (SELECT count(*)::int FROM members WHERE upline_id = $6) AS "directMembers",
         (SELECT count(*)::int FROM members
           WHERE id = ANY ($1::int[]) AND reg_date >= $2 AND reg_date < $3) AS "newMembers",
         (SELECT count(DISTINCT member_id)::int FROM picked) AS "activePlayers",
         d.count AS "depositCount", d.sum::text AS deposits,
         w.count AS "withdrawalCount", w.sum::text AS withdrawals,
         b.count AS "betCount", b.stake::text AS "validBets", b.payout::text AS payouts
    FROM (SELECT count(*)::int AS count, coalesce(sum(e.amount_cents), 0) AS sum
            FROM ledger_accounts a
            JOIN ledger_entries e ON e.account_id = a.id
            JOIN ledger_transactions t ON t.id = e.transaction_id
           WHERE a.member_id = ANY ($1::int[]) AND a.kind = 'member' AND t.kind = 'deposit'
             AND t.created_at >= $2 AND t.created_at < $3) d,
         (SELECT count(*)::int AS count, coalesce(sum(w.amount_cents), 0) AS sum
            FROM withdrawals w JOIN withdrawal_steps s ON s.withdrawal_id = w.id
           WHERE w.member_id = ANY ($1::int[])
             AND s.status IN ('received', 'forcedReceived', 'paid')
             AND s.at >= $2 AND s.at < $3) w,
         (SELECT count(*)::int AS count, coalesce(sum(stake_cents), 0) AS stake,
                 coalesce(sum(win_cents), 0) AS payout
            FROM picked WHERE status = 'settled') b`;

export const teamOverview = async (
  q: Queryable,
  agent: Member,
  period: TeamPeriod,
  days: PeriodDays,
): Promise<AgentTeamOverview> => {
  const ids = await teamMemberIds(q, agent, null);
  const [row] = await q.query<OverviewRow>(overviewSql, [
    ids,
    days.span.start,
    days.span.end,
    null,
    null,
    agent.id,
  ]);
  if (!row) throw new Error('team overview returned no row');
  const stake = BigInt(row.validBets);
  return {
    period,
    from: days.from,
    to: days.to,
    teamMembers: row.teamMembers,
    directMembers: row.directMembers,
    newMembers: row.newMembers,
    activePlayers: row.activePlayers,
    deposits: centsToDecimal(BigInt(row.deposits)),
    depositCount: row.depositCount,
    withdrawals: centsToDecimal(BigInt(row.withdrawals)),
    withdrawalCount: row.withdrawalCount,
    validBets: centsToDecimal(stake),
    betCount: row.betCount,
    profitAndLoss: centsToDecimal(BigInt(row.payouts) - stake),
  };
};

interface Paging {
  page: number;
  pageSize: number;
}

/** The team's bets (or one member's of it), newest first, as the betting record pages them. */
export const teamBets = async (
  q: Queryable,
  agent: Member,
  query: Paging & {
    span: Span;
    account: string | null;
    category: string | null;
    vendor: string | null;
  },
): Promise<AgentTeamBets> => {
  const memberIds = await teamMemberIds(q, agent, query.account);
  const page = await betPage(q, { ...query, memberIds });
  return { ...page, list: page.list.map((row) => ({ ...row.bet, account: row.account })) };
};

interface LossRow {
  total: number;
  level: number | null;
  account: string | null;
  count: number;
  stake: string;
  payout: string;
  allCount: number;
  allStake: string;
  allPayout: string;
}

/**
 * Per member of the team with bets in the span: count, stake and payout of the same bets the
 * betting record lists, ordered by net (payout − stake), then account; with the totals over
 * every member. Parameters: the bets' five, $6 ascending or not, $7 limit, $8 offset, $9 the
 * agent's id (for the levels).
 */
const lossSql = (ascending: boolean) => `
  WITH RECURSIVE ${betsSql}, ${teamSql('$6')}, per AS (
    SELECT member_id, count(*)::int AS count, sum(stake_cents) AS stake, sum(win_cents) AS payout
      FROM picked GROUP BY member_id
  ), page AS (
    SELECT per.*, m.account, l.level FROM per
      JOIN members m ON m.id = per.member_id
      JOIN team l ON l.id = per.member_id
     ORDER BY per.payout - per.stake ${ascending ? 'ASC' : 'DESC'}, m.account_key
     LIMIT $7 OFFSET $8
  )
  SELECT s.total, p.level, p.account, coalesce(p.count, 0) AS count,
         coalesce(p.stake, 0)::text AS stake, coalesce(p.payout, 0)::text AS payout,
         s.count AS "allCount", s.stake::text AS "allStake", s.payout::text AS "allPayout"
    FROM (SELECT count(*)::int AS total, coalesce(sum(count), 0)::int AS count,
                 coalesce(sum(stake), 0) AS stake, coalesce(sum(payout), 0) AS payout
            FROM per) s
    LEFT JOIN page p ON true
   ORDER BY p.payout - p.stake ${ascending ? 'ASC' : 'DESC'}, lower(p.account)`;

const totalsOf = (count: number, stake: bigint, payout: bigint) => ({
  count,
  stake: centsToDecimal(stake),
  payout: centsToDecimal(payout),
  net: centsToDecimal(payout - stake),
});

export const userLoss = async (
  q: Queryable,
  agent: Member,
  query: Paging & { span: Span; account: string | null; order: 'asc' | 'desc' },
): Promise<AgentUserLoss> => {
  const memberIds = await teamMemberIds(q, agent, query.account);
  const rows = await q.query<LossRow>(lossSql(query.order === 'asc'), [
    memberIds,
    query.span.start,
    query.span.end,
    null,
    null,
    agent.id,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  ]);
  const [first] = rows;
  const list: AgentUserLoss['list'] = [];
  for (const row of rows) {
    if (row.account === null || row.level === null) continue;
    list.push({
      account: row.account,
      level: row.level,
      ...totalsOf(row.count, BigInt(row.stake), BigInt(row.payout)),
    });
  }
  return {
    list,
    page: query.page,
    pageSize: query.pageSize,
    total: first?.total ?? 0,
    totals: totalsOf(
      first?.allCount ?? 0,
      BigInt(first?.allStake ?? '0'),
      BigInt(first?.allPayout ?? '0'),
    ),
  };
};

/** Every type the downline transaction details list. */
const teamTypes: readonly TeamTransactionTypeCode[] = teamTransactionTypeSchema.options;

/** The team's wallet movements (or one member's), newest first, as the account record has them. */
export const teamTransactions = async (
  q: Queryable,
  agent: Member,
  query: Paging & { span: Span; account: string | null; type: TeamTransactionTypeCode | null },
): Promise<AgentTeamTransactions> => {
  const memberIds = await teamMemberIds(q, agent, query.account);
  const moved = await memberMovements(q, {
    memberIds,
    span: query.span,
    types: query.type === null ? teamTypes : [query.type],
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    list: moved.list.map((row) => ({ ...row.movement, account: row.account })),
    page: query.page,
    pageSize: query.pageSize,
    total: moved.total,
  };
};
