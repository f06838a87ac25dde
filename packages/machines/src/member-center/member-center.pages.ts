// The pages apart from the chart: the chart only carries what the address says, and the page
// load (a chunk in the web) reads it, so the list stays out of the site's first load.

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

/** SPEC §2: the page the member center opens on when none is named. */
export const defaultMemberCenterPage: MemberCenterPage = 'securityCenter';

/**
 * The page an address's `mc` value names. An empty or unknown value opens the default page, so
 * a mistyped link still lands in the center.
 */
export const memberCenterPageOf = (value: string): MemberCenterPage =>
  (memberCenterPages as readonly string[]).includes(value)
    ? (value as MemberCenterPage)
    : defaultMemberCenterPage;
