// The pages apart from the chart: the chart only carries what the address says, and the page
// load (a chunk in the web) reads it, so the lists stay out of the site's first load.

/** The member center's pages, in SPEC §2 order (the menu's order). */
export const memberCenterPages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'manualRebate',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;

export type MemberCenterPage = (typeof memberCenterPages)[number];

/** The agent center's pages, in SPEC §2 order (the menu's order; the keys are the platform's). */
export const agentCenterPages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentCenterPage = (typeof agentCenterPages)[number];

/**
 * Whom a center is for: the member center for every real account, the agent center for agent
 * accounts only (SPEC §4, §5: `isAgent` 1, 2, 41 or 42).
 */
export type CenterAudience = 'members' | 'agents';

/** A page of either center. */
export type CenterPage = MemberCenterPage | AgentCenterPage;

/** Each center's pages, in menu order. */
export const centerPages = {
  members: memberCenterPages,
  agents: agentCenterPages,
} as const satisfies Record<CenterAudience, readonly CenterPage[]>;

/** SPEC §2, §4: the page a center opens on when none is named. */
export const defaultCenterPages = {
  members: 'securityCenter',
  agents: 'agentTeamOverview',
} as const satisfies Record<CenterAudience, CenterPage>;

/**
 * The page an address's value names in that center. An empty or unknown value opens the
 * default page, so a mistyped link still lands in the center.
 */
export const centerPageOf = <A extends CenterAudience>(
  audience: A,
  value: string,
): (typeof centerPages)[A][number] => {
  const pages: readonly string[] = centerPages[audience];
  return (
    pages.includes(value) ? value : defaultCenterPages[audience]
  ) as (typeof centerPages)[A][number];
};

/** The member center's page an address's `mc` value names (`centerPageOf('members', …)`). */
export const memberCenterPageOf = (value: string): MemberCenterPage =>
  centerPageOf('members', value);
