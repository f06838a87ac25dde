import type { TeamPeriod, TeamTransactionTypeCode } from '@his/shared/schemas/agent-center';

/**
 * What a team report asks for: a range of platform days (UTC+7, as the records count them), a
 * page, and one member of the team (null: the whole team). The pages start from the records'
 * first query, so the range filter and the pager work as in the member center.
 */
interface TeamQuery {
  from: string;
  to: string;
  page: number;
  pageSize: number;
  account: string | null;
}

/** The team's bets: the betting record's category and vendor too. */
export interface TeamBetsQuery extends TeamQuery {
  category: string | null;
  vendor: string | null;
}

/** The user loss: the order of the members' net, largest first by default. */
export interface UserLossQuery extends TeamQuery {
  order: 'desc' | 'asc';
}

/** The downline transactions: one type of movement, or every type (null). */
export interface TeamTransactionsQuery extends TeamQuery {
  type: TeamTransactionTypeCode | null;
}

/** The team overview: a period the platform counts, or two days (`custom`); never paged. */
export interface OverviewQuery {
  period: TeamPeriod;
  from: string;
  to: string;
  page: number;
}
