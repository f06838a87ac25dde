import { trialAccountType, vipRankAbove } from '@his/shared/constants';
import type { VipMember, VipRank } from '@his/shared/schemas/vip';
import type { Queryable } from '../db/db.ts';
import { centsToDecimal } from '../ledger/money.ts';
import type { Member } from '../members/members.ts';

/** A rank as stored (`vip_ranks`), amounts in cents. */
export interface RankRow {
  rankLevel: number;
  labelName: string;
  minDepositCents: bigint;
  minValidBetCents: bigint;
  rebateBoostBp: number;
  dailyWithdrawLimitCents: bigint;
  dailyWithdrawCount: number;
  birthdayBonusCents: bigint;
}

/** A member's cumulative figures, in cents. */
export interface VipFigures {
  depositCents: bigint;
  validBetCents: bigint;
}

/** The merchant's ranks, lowest first. */
export const readRanks = async (q: Queryable, merchantId: number): Promise<RankRow[]> => {
  const rows = await q.query<{
    rankLevel: number;
    labelName: string;
    minDeposit: string;
    minValidBet: string;
    rebateBoostBp: number;
    dailyWithdrawLimit: string;
    dailyWithdrawCount: number;
    birthdayBonus: string;
  }>(
    `SELECT rank_level AS "rankLevel", label_name AS "labelName",
            min_deposit_cents::text AS "minDeposit", min_valid_bet_cents::text AS "minValidBet",
            rebate_boost_bp AS "rebateBoostBp",
            daily_withdraw_limit_cents::text AS "dailyWithdrawLimit",
            daily_withdraw_count AS "dailyWithdrawCount", birthday_bonus_cents::text AS "birthdayBonus"
       FROM vip_ranks WHERE merchant_id = $1 ORDER BY rank_level`,
    [merchantId],
  );
  return rows.map((row) => ({
    rankLevel: row.rankLevel,
    labelName: row.labelName,
    minDepositCents: BigInt(row.minDeposit),
    minValidBetCents: BigInt(row.minValidBet),
    rebateBoostBp: row.rebateBoostBp,
    dailyWithdrawLimitCents: BigInt(row.dailyWithdrawLimit),
    dailyWithdrawCount: row.dailyWithdrawCount,
    birthdayBonusCents: BigInt(row.birthdayBonus),
  }));
};

/**
 * Valid bets of each member: the stakes of its settled real-money rounds and settled lottery
 * bets (as the agent contracts count them, `agents/settlement.ts`). `$1` is the members' ids.
 */
const validBetsSql = `
  SELECT member_id, sum(stake_cents) AS cents FROM (
    SELECT member_id, stake_cents FROM game_rounds
     WHERE member_id = ANY ($1::int[]) AND status = 'settled' AND NOT trial
    UNION ALL
    SELECT member_id, stake_cents FROM lottery_bets
     WHERE member_id = ANY ($1::int[]) AND status <> 'pending'
  ) bets GROUP BY member_id`;

/**
 * A member's cumulative figures: approved deposits and valid bets from the records, plus the
 * baseline it brought (`member_vip_baselines`). A trial account has none: it plays demo credit.
 */
const vipFigures = async (q: Queryable, member: Member): Promise<VipFigures> => {
  if (member.type === trialAccountType) return { depositCents: 0n, validBetCents: 0n };
  const rows = await q.query<{ deposits: string; validBets: string }>(
    `WITH bets AS (${validBetsSql})
     SELECT (coalesce((SELECT sum(amount_cents) FROM deposit_orders
                        WHERE member_id = $2 AND status = 'approved'), 0)
             + coalesce(b.deposit_cents, 0))::text AS deposits,
            (coalesce((SELECT cents FROM bets), 0) + coalesce(b.valid_bet_cents, 0))::text
              AS "validBets"
       FROM (SELECT 1) one LEFT JOIN member_vip_baselines b ON b.member_id = $2`,
    [[member.id], member.id],
  );
  const row = rows[0];
  return {
    depositCents: BigInt(row?.deposits ?? '0'),
    validBetCents: BigInt(row?.validBets ?? '0'),
  };
};

const reaches = (rank: RankRow, figures: VipFigures) =>
  figures.depositCents >= rank.minDepositCents && figures.validBetCents >= rank.minValidBetCents;

/** The highest rank both figures reach (the lowest rank when none: it asks for nothing). */
const rankOf = (ranks: readonly RankRow[], figures: VipFigures): RankRow => {
  const lowest = ranks[0];
  if (!lowest) throw new Error('the merchant has no VIP ranks');
  return ranks.reduce((best, rank) => (reaches(rank, figures) ? rank : best), lowest);
};

/**
 * Makes the member's `clubLabel` the rank its figures reach (member info's `clubLabel`, SPEC §3)
 * and answers the member as it now is. Run when member info or the VIP status is read, so a
 * rank follows deposits and bets without a job; an unchanged rank writes nothing.
 */
export const refreshRank = async (
  q: Queryable,
  member: Member,
): Promise<{ member: Member; ranks: RankRow[]; figures: VipFigures; rank: RankRow }> => {
  const ranks = await readRanks(q, member.merchantId);
  const figures = await vipFigures(q, member);
  const rank = rankOf(ranks, figures);
  if (rank.rankLevel === member.rankLevel && rank.labelName === member.clubLabel) {
    return { member, ranks, figures, rank };
  }
  await q.query('UPDATE members SET club_label = $2, rank_level = $3 WHERE id = $1', [
    member.id,
    rank.labelName,
    rank.rankLevel,
  ]);
  return {
    member: { ...member, clubLabel: rank.labelName, rankLevel: rank.rankLevel },
    ranks,
    figures,
    rank,
  };
};

/** SPEC §6: members with a rank level above 4 get the VIP customer-service channel. */
const hasVipService = (rankLevel: number): boolean => rankLevel > vipRankAbove;

export const toVipRank = (rank: RankRow): VipRank => ({
  rankLevel: rank.rankLevel,
  labelName: rank.labelName,
  minDeposits: centsToDecimal(rank.minDepositCents),
  minValidBets: centsToDecimal(rank.minValidBetCents),
  rebateBoostPercent: centsToDecimal(BigInt(rank.rebateBoostBp)),
  dailyWithdrawLimit: centsToDecimal(rank.dailyWithdrawLimitCents),
  dailyWithdrawCount: rank.dailyWithdrawCount,
  birthdayBonus: centsToDecimal(rank.birthdayBonusCents),
  vipService: hasVipService(rank.rankLevel),
});

/** Whole percent of `target` that `reached` is, 0–100 (a target of 0 is reached: 100). */
const percentOf = (reached: bigint, target: bigint): number =>
  target <= 0n || reached >= target ? 100 : Number((reached * 100n) / target);

const missing = (reached: bigint, target: bigint): bigint =>
  reached >= target ? 0n : target - reached;

/** The member's standing: its rank, figures, and what the next rank still asks for. */
export const toVipMember = (
  ranks: readonly RankRow[],
  figures: VipFigures,
  rank: RankRow,
): VipMember => {
  const next = ranks.find((r) => r.rankLevel > rank.rankLevel) ?? null;
  return {
    rankLevel: rank.rankLevel,
    labelName: rank.labelName,
    deposits: centsToDecimal(figures.depositCents),
    validBets: centsToDecimal(figures.validBetCents),
    next:
      next === null
        ? null
        : {
            rankLevel: next.rankLevel,
            labelName: next.labelName,
            depositsMissing: centsToDecimal(missing(figures.depositCents, next.minDepositCents)),
            validBetsMissing: centsToDecimal(missing(figures.validBetCents, next.minValidBetCents)),
            depositsProgress: percentOf(figures.depositCents, next.minDepositCents),
            validBetsProgress: percentOf(figures.validBetCents, next.minValidBetCents),
          },
    vipService: hasVipService(rank.rankLevel),
  };
};
