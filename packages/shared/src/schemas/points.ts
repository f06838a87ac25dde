import { z } from 'zod';
import { text } from '../patterns.ts';
import { recordPageFields } from './records.ts';
import { decimalAmountSchema, paymentPasswordSchema } from './withdraw.ts';

/**
 * The points mall (issue 16, SPEC §7 "Common and points", UPSTREAM.md §4.6). Points are earned
 * from the stakes of settled rounds and lottery bets at the rate of the game's category (SPEC
 * §9), once per round; they buy rewards of the catalogue (a request the platform approves or
 * rejects) or convert to money at the merchant's rate. Points are decimal strings with two
 * decimals (`"12.40"`), like money; times are epoch milliseconds.
 */

/** Epoch milliseconds. */
const epochMs = z.number().int().min(0);
const idSchema = z.number().int().min(1).max(2_147_483_647);

/** A number of points: a decimal string with at most two decimals. */
export const pointsSchema = decimalAmountSchema;

/** A text in each language of the site. */
const localizedTextSchema = z.object({ EN: text(), KM: text(), CN: text() });

/** `GET /wps/relay/MCS2_getPointBalance` value. */
export const pointBalanceSchema = z.object({
  /** What the member may spend now. */
  balance: pointsSchema,
  /** Points held by redemptions still in process (already taken from `balance`). */
  pending: pointsSchema,
  /** Every point earned from play so far. */
  earned: pointsSchema,
});
export type PointBalance = z.infer<typeof pointBalanceSchema>;

/** A category's rate: points per 1.00 of valid bet (SPEC §9: live 0.70, slots 1.20, …). */
export const pointRateSchema = z.object({
  category: text().regex(/^[A-Z]{2,16}$/),
  rate: text().regex(/^[0-9]{1,3}\.[0-9]{2}$/),
});

/** `GET /wps/relay/MCS2_getPointConfig` value. */
export const pointConfigSchema = z.object({
  /** Categories that earn points, in the catalogue's order; a category not listed earns none. */
  rates: z.array(pointRateSchema),
  /** Money one point converts to (`"0.01"`). */
  convertRate: decimalAmountSchema,
  /** The fewest whole points one conversion takes. */
  minConvertPoints: z.number().int().min(1),
  currency: text(),
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

/** A reward of the catalogue, with what is left of its stock. */
export const pointRewardSchema = z.object({
  id: idSchema,
  name: localizedTextSchema,
  /** Same-origin path of its picture (an SVG of the media folder). */
  image: text(),
  cost: pointsSchema,
  stock: z.number().int().min(0),
});
export type PointReward = z.infer<typeof pointRewardSchema>;

/** `GET /wps/relay/MCS2_getPointReward` value, in the catalogue's order. */
export const pointRewardsSchema = z.object({ list: z.array(pointRewardSchema) });

/** SPEC §4: redeem statuses in process, rejected, approved. */
export const redemptionStatuses = ['inProcess', 'approved', 'rejected'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

export const redemptionSchema = z.object({
  id: idSchema,
  rewardId: idSchema,
  rewardName: localizedTextSchema,
  points: pointsSchema,
  status: z.enum(redemptionStatuses),
  createdAt: epochMs,
  decidedAt: epochMs.nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** `GET /wps/relay/MCS2_getRedeemPointList` query: newest first. */
export const redeemListQuerySchema = z.object({ ...recordPageFields }).strict();

export const redeemListSchema = z.object({
  list: z.array(redemptionSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type RedeemList = z.infer<typeof redeemListSchema>;

/**
 * `POST /wps/relay/passwordCheck/MCS2_redeemPointReward` body (encrypted, with an
 * `Idempotency-Key`): one piece of the reward, behind the payment password.
 */
export const redeemRewardBodySchema = z
  .object({ rewardId: idSchema, password: paymentPasswordSchema })
  .strict();
export type RedeemRewardBody = z.infer<typeof redeemRewardBodySchema>;

/** The request made, and the point balance after it. */
export const redeemRewardSchema = z.object({
  redemption: redemptionSchema,
  pointBalance: pointsSchema,
});
export type RedeemRewardResult = z.infer<typeof redeemRewardSchema>;

/** Whole points, at most nine digits. */
const wholePointsSchema = text().regex(/^[1-9][0-9]{0,8}$/, { error: 'whole points above zero' });

/**
 * `POST /wps/relay/passwordCheck/MCS2_convertPoint` body (encrypted, with an `Idempotency-Key`):
 * whole points, at least the config's minimum, behind the payment password.
 */
export const convertPointsBodySchema = z
  .object({ points: wholePointsSchema, password: paymentPasswordSchema })
  .strict();
export type ConvertPointsBody = z.infer<typeof convertPointsBodySchema>;

/** A conversion done: the money paid into the wallet and both balances after it. */
export const pointConversionSchema = z.object({
  id: idSchema,
  points: pointsSchema,
  amount: decimalAmountSchema,
  pointBalance: pointsSchema,
  balance: decimalAmountSchema,
  createdAt: epochMs,
});
export type PointConversion = z.infer<typeof pointConversionSchema>;
