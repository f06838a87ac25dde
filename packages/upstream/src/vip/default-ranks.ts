import type { Queryable } from '../db/db.ts';
import { unitsToCents } from '../ledger/money.ts';

/** A rank as the seed writes it, amounts in whole currency units. */
interface RankSeed {
  level: number;
  minDeposit: number;
  minValidBet: number;
  /** Basis points of valid bets added to the cashback rate. */
  rebateBoostBp: number;
  dailyWithdrawLimit: number;
  dailyWithdrawCount: number;
  birthdayBonus: number;
}

/**
 * The reference merchant's VIP ladder (issue 16): each rank asks for both cumulative deposits
 * and cumulative valid bets, about ten times the deposits; VIP5 and above (rank level above
 * `vipRankAbove`) also get the VIP customer-service channel. The demo accounts' seeded figures
 * (`demo-members.ts` `vipBaseline`) put demo_player at VIP1 and demo_agent at VIP5.
 */
const defaultVipRanks: readonly RankSeed[] = [
  {
    level: 0,
    minDeposit: 0,
    minValidBet: 0,
    rebateBoostBp: 0,
    dailyWithdrawLimit: 5_000,
    dailyWithdrawCount: 3,
    birthdayBonus: 0,
  },
  {
    level: 1,
    minDeposit: 100,
    minValidBet: 1_000,
    rebateBoostBp: 5,
    dailyWithdrawLimit: 10_000,
    dailyWithdrawCount: 5,
    birthdayBonus: 8,
  },
  {
    level: 2,
    minDeposit: 1_000,
    minValidBet: 10_000,
    rebateBoostBp: 10,
    dailyWithdrawLimit: 20_000,
    dailyWithdrawCount: 5,
    birthdayBonus: 18,
  },
  {
    level: 3,
    minDeposit: 5_000,
    minValidBet: 50_000,
    rebateBoostBp: 15,
    dailyWithdrawLimit: 50_000,
    dailyWithdrawCount: 8,
    birthdayBonus: 38,
  },
  {
    level: 4,
    minDeposit: 20_000,
    minValidBet: 200_000,
    rebateBoostBp: 20,
    dailyWithdrawLimit: 100_000,
    dailyWithdrawCount: 10,
    birthdayBonus: 88,
  },
  {
    level: 5,
    minDeposit: 50_000,
    minValidBet: 500_000,
    rebateBoostBp: 30,
    dailyWithdrawLimit: 200_000,
    dailyWithdrawCount: 15,
    birthdayBonus: 188,
  },
  {
    level: 6,
    minDeposit: 100_000,
    minValidBet: 1_000_000,
    rebateBoostBp: 40,
    dailyWithdrawLimit: 500_000,
    dailyWithdrawCount: 20,
    birthdayBonus: 388,
  },
  {
    level: 7,
    minDeposit: 300_000,
    minValidBet: 3_000_000,
    rebateBoostBp: 50,
    dailyWithdrawLimit: 1_000_000,
    dailyWithdrawCount: 30,
    birthdayBonus: 888,
  },
];

/** Writes the default ranks a merchant lacks; ranks it has are left as they are. */
export const ensureVipRanks = async (tx: Queryable, merchantId: number): Promise<void> => {
  for (const rank of defaultVipRanks) {
    await tx.query(
      `INSERT INTO vip_ranks (merchant_id, rank_level, label_name, min_deposit_cents,
          min_valid_bet_cents, rebate_boost_bp, daily_withdraw_limit_cents, daily_withdraw_count,
          birthday_bonus_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (merchant_id, rank_level) DO NOTHING`,
      [
        merchantId,
        rank.level,
        `VIP${rank.level}`,
        unitsToCents(rank.minDeposit).toString(),
        unitsToCents(rank.minValidBet).toString(),
        rank.rebateBoostBp,
        unitsToCents(rank.dailyWithdrawLimit).toString(),
        rank.dailyWithdrawCount,
        unitsToCents(rank.birthdayBonus).toString(),
      ],
    );
  }
};
