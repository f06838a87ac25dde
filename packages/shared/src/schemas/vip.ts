import { z } from 'zod';
import { text } from '../patterns.ts';
import { decimalAmountSchema } from './withdraw.ts';

/**
 * The VIP area (issue 16, SPEC §2 `/vip`): the merchant's ranks with their thresholds and
 * benefits, and for a signed-in member the rank its figures reach and the way to the next one.
 * A rank is reached when the member's cumulative deposits AND cumulative valid bets are at or
 * above both of its thresholds; member info's `clubLabel` follows it (the upstream recomputes it
 * when member info or this status is read). Amounts are decimal strings with two decimals.
 */

/** One rank and what it gives. */
export const vipRankSchema = z.object({
  rankLevel: z.number().int().min(0),
  labelName: text(),
  /** Cumulative approved deposits needed. */
  minDeposits: decimalAmountSchema,
  /** Cumulative valid bets (stakes of settled rounds and lottery bets) needed. */
  minValidBets: decimalAmountSchema,
  /** Added to the cashback rate, in percent of valid bets (`"0.10"` is 0.10 %). */
  rebateBoostPercent: decimalAmountSchema,
  /** The most the member may withdraw in one platform day, and how many times. */
  dailyWithdrawLimit: decimalAmountSchema,
  dailyWithdrawCount: z.number().int().min(1),
  /** Paid once a year on the member's birthday; `"0.00"` when the rank has none. */
  birthdayBonus: decimalAmountSchema,
  /** The VIP customer-service channel (SPEC §6: rank level above `vipRankAbove`). */
  vipService: z.boolean(),
});
export type VipRank = z.infer<typeof vipRankSchema>;

/** How far a member is from the next rank: what is still missing of each threshold. */
export const vipNextRankSchema = z.object({
  rankLevel: z.number().int().min(1),
  labelName: text(),
  depositsMissing: decimalAmountSchema,
  validBetsMissing: decimalAmountSchema,
  /** Whole percent (0–100) of each threshold already reached. */
  depositsProgress: z.number().int().min(0).max(100),
  validBetsProgress: z.number().int().min(0).max(100),
});

/** The signed-in member's rank, figures and progress. */
export const vipMemberSchema = z.object({
  rankLevel: z.number().int().min(0),
  labelName: text(),
  deposits: decimalAmountSchema,
  validBets: decimalAmountSchema,
  /** Null at the top rank. */
  next: vipNextRankSchema.nullable(),
  /**
   * Whether the member gets the VIP customer-service channel (SPEC §6: rank level above 4,
   * `vipRankAbove`); the customer-service link picks its channel by this flag.
   */
  vipService: z.boolean(),
});
export type VipMember = z.infer<typeof vipMemberSchema>;

/** `GET /wps/vip/status` value: the ranks, and the member's standing (null for a visitor). */
export const vipStatusSchema = z.object({
  currency: text(),
  ranks: z.array(vipRankSchema).min(1),
  member: vipMemberSchema.nullable(),
});
export type VipStatus = z.infer<typeof vipStatusSchema>;
