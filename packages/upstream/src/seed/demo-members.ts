/**
 * Demo accounts (issues 2 and 3). Opening balances are funded from the house funding account by one
 * balanced ledger transaction each. Passwords are public demo values, never used elsewhere.
 */
export interface DemoMember {
  account: string;
  password: string;
  nickname: string;
  type: number;
  /** Opening balance in whole currency units; 0 means no funding transaction. */
  balance: number;
  /** The opening balance's time, this long before the seed's (a member with seeded rounds). */
  openedAgoMs?: number;
  upline?: string;
  /** Digits without the dialing code; stored with `mobileDialingCode`. */
  mobile?: string;
  mobileDialingCode?: string;
  email?: string;
  /** An invitation code registrations can use to get this member as upline. */
  affiliateCode?: string;
  clubLabel?: string;
  rankLevel?: number;
  mustChangePassword?: boolean;
  firstLogin?: boolean;
  regDate: string;
}

export const demoMembers: DemoMember[] = [
  {
    account: 'demo_player',
    password: 'Demo1234',
    nickname: 'Demo Player',
    type: 0,
    balance: 10_000,
    mobile: '012345678',
    mobileDialingCode: '+855',
    email: 'demo_player@example.com',
    clubLabel: 'VIP1',
    rankLevel: 1,
    regDate: '2025-01-15T08:00:00Z',
  },
  {
    account: 'demo_agent',
    password: 'Demo1234',
    nickname: 'Demo Agent',
    type: 1,
    balance: 5_000,
    mobile: '0987654321',
    mobileDialingCode: '+855',
    affiliateCode: 'AGENT01',
    clubLabel: 'VIP5',
    rankLevel: 5,
    regDate: '2024-11-02T03:30:00Z',
  },
  ...[1, 2, 3].map((n): DemoMember => ({
    account: `demo_down${n}`,
    password: 'Demo1234',
    nickname: `Downline ${n}`,
    type: 0,
    balance: n * 100,
    upline: 'demo_agent',
    regDate: `2025-02-0${n}T10:00:00Z`,
  })),
  // Issue 15: sub-agents under demo_agent, two levels deep (demo_agent → demo_sub1 → demo_sub2),
  // for contracts between upline and downline agents.
  {
    account: 'demo_sub1',
    password: 'Demo1234',
    nickname: 'Sub-agent 1',
    type: 2,
    balance: 0,
    upline: 'demo_agent',
    regDate: '2025-02-10T10:00:00Z',
  },
  {
    account: 'demo_sub2',
    password: 'Demo1234',
    nickname: 'Sub-agent 2',
    type: 2,
    balance: 0,
    upline: 'demo_sub1',
    regDate: '2025-02-11T10:00:00Z',
  },
  // Issue 15: players of the two sub-agents' teams, with a week of seeded rounds
  // (seed/agent-team.ts) that the demo contracts are settled on.
  ...(['demo_team1a', 'demo_team1b', 'demo_team2a', 'demo_team2b'] as const).map(
    (account, n): DemoMember => ({
      account,
      password: 'Demo1234',
      nickname: `Team player ${n + 1}`,
      type: 0,
      balance: 2_000,
      openedAgoMs: 8 * 86_400_000,
      upline: n < 2 ? 'demo_sub1' : 'demo_sub2',
      regDate: `2025-02-1${n + 2}T10:00:00Z`,
    }),
  ),
  {
    account: 'demo_change',
    password: '123456',
    nickname: 'Demo Change',
    type: 0,
    balance: 0,
    mustChangePassword: true,
    firstLogin: true,
    regDate: '2025-03-01T09:00:00Z',
  },
];

/** Demo credit of every free-play trial account, in whole units. */
export const trialBalanceUnits = 2_000;
