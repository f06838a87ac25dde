import type { Referral } from '@his/shared/schemas/referral';
import type { VipRank, VipStatus } from '@his/shared/schemas/vip';
import { vipRankAbove } from '@his/shared/constants';
import type { FakeBff } from './fake-bff.ts';
import { fail, ok } from './fake-bff.ts';

const rank = (rankLevel: number, minDeposits: string, minValidBets: string): VipRank => ({
  rankLevel,
  labelName: `VIP${rankLevel}`,
  minDeposits,
  minValidBets,
  rebateBoostPercent: rankLevel === 0 ? '0.00' : `0.${String(rankLevel * 5).padStart(2, '0')}`,
  dailyWithdrawLimit: `${(rankLevel + 1) * 5000}.00`,
  dailyWithdrawCount: 3 + rankLevel,
  birthdayBonus: rankLevel === 0 ? '0.00' : `${rankLevel * 10}.00`,
  vipService: rankLevel > vipRankAbove,
});

/** Six ranks, VIP5 the first with the VIP customer service. */
export const vipRanks: VipRank[] = [
  rank(0, '0.00', '0.00'),
  rank(1, '100.00', '1000.00'),
  rank(2, '1000.00', '10000.00'),
  rank(3, '5000.00', '50000.00'),
  rank(4, '20000.00', '200000.00'),
  rank(5, '50000.00', '500000.00'),
];

/** demo_player's standing: VIP1, half way to VIP2's deposits, a quarter of its valid bets. */
export const playerStanding: NonNullable<VipStatus['member']> = {
  rankLevel: 1,
  labelName: 'VIP1',
  deposits: '500.00',
  validBets: '2500.00',
  next: {
    rankLevel: 2,
    labelName: 'VIP2',
    depositsMissing: '500.00',
    validBetsMissing: '7500.00',
    depositsProgress: 50,
    validBetsProgress: 25,
  },
  vipService: false,
};

export const referralOf = (overrides: Partial<Referral> = {}): Referral => ({
  code: 'KQ7M2XPA',
  rule: { percent: '10.00', cap: '50.00' },
  currency: 'USD',
  totalReward: '30.00',
  list: [
    {
      account: 'fr***02',
      joinedAt: Date.UTC(2026, 0, 9),
      validBets: '120.50',
      reward: '30.00',
      rewardedAt: Date.UTC(2026, 0, 9, 12),
    },
    {
      account: 'ne***01',
      joinedAt: Date.UTC(2026, 0, 8),
      validBets: '0.00',
      reward: '0.00',
      rewardedAt: null,
    },
  ],
  page: 1,
  pageSize: 10,
  total: 2,
  ...overrides,
});

/**
 * The VIP status (the ranks; the standing of the signed-in member, `standing` for anyone) and
 * the referral (a player's only: others get `referral.player.only`, as from the upstream).
 */
export const withVipAndReferral = (
  bff: FakeBff,
  options: { standing?: VipStatus['member']; referral?: (page: number) => Referral } = {},
): FakeBff => {
  const standing = options.standing ?? playerStanding;
  const referral = options.referral ?? (() => referralOf());
  bff.on('GET', '/wps/vip/status', () =>
    ok({ currency: 'USD', ranks: vipRanks, member: bff.member ? standing : null }),
  );
  bff.on('GET', '/wps/member/referral', (request) => {
    if (!bff.member) return fail('login.not.session', 401);
    if (bff.member.type !== 0) return fail('referral.player.only', 403);
    return ok(referral(Number(request.query.get('page') ?? '1')));
  });
  return bff;
};
