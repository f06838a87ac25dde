import { z } from 'zod';
import { text } from '../patterns.ts';
import { recordPageFields } from './records.ts';
import { decimalAmountSchema } from './withdraw.ts';

/**
 * Invite friends (issue 16, the member center's `referral` page): a player's own referral code,
 * the friends who registered with it and what the player earned from them. Player accounts only
 * (type 0): agents and trial accounts are refused `referral.player.only` (SPEC §6, §8).
 *
 * The code is an invitation code of the register form: a visitor who opens
 * `/register?a=<code>` registers with it filled in and the affiliate field hidden (SPEC §4).
 * Amounts are decimal strings with two decimals, times epoch milliseconds.
 */

/** Epoch milliseconds. */
const epochMs = z.number().int().min(0);

/** `GET /wps/member/referral` query: a page of the friends, newest first. */
export const referralQuerySchema = z.object({ ...recordPageFields }).strict();

/** One friend who joined with the player's code. */
export const referralFriendSchema = z.object({
  /** The friend's account, masked (`fr***nd`): a friend's name is not the player's to see. */
  account: text(),
  joinedAt: epochMs,
  /** The friend's valid bets since joining. */
  validBets: decimalAmountSchema,
  /** What the player earned from this friend (`"0.00"` until the friend's first deposit). */
  reward: decimalAmountSchema,
  rewardedAt: epochMs.nullable(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

/**
 * The reward rule: when a friend's first deposit is approved, the player earns `percent` % of
 * it, at most `cap`, paid once per friend into the main wallet (a `BONUS` of the account record).
 */
export const referralRuleSchema = z.object({
  percent: decimalAmountSchema,
  cap: decimalAmountSchema,
});

/** `GET /wps/member/referral` value. */
export const referralSchema = z.object({
  /** The player's referral code (made on the first read, then kept). */
  code: text(),
  rule: referralRuleSchema,
  currency: text(),
  /** Sum of every reward earned from friends, over all pages. */
  totalReward: decimalAmountSchema,
  list: z.array(referralFriendSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Friends who joined, over all pages. */
  total: z.number().int().min(0),
});
export type Referral = z.infer<typeof referralSchema>;
