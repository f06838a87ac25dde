import { z } from 'zod';
import { text } from '../patterns.ts';
import { recordPageFields } from './records.ts';
import { decimalAmountSchema } from './withdraw.ts';

/**
 * Cashback, the member center's manual rebate (issue 16, SPEC §1 and §2 "manualRebate"): a
 * share of the valid bets (stakes of settled rounds and lottery bets) at the rate of each
 * category, due since the last claim and claimed in one payment. Amounts are decimal strings with
 * two decimals; times epoch milliseconds.
 */

/** Epoch milliseconds. */
const epochMs = z.number().int().min(0);
const idSchema = z.number().int().min(1).max(2_147_483_647);
const categorySchema = text().regex(/^[A-Z]{2,16}$/);
/** A rate in percent with two decimals (`"0.80"` is 0.80 %). */
const percentSchema = text().regex(/^[0-9]{1,3}\.[0-9]{2}$/);

/** One category's part of the rebate due (or of a claim). */
export const rebateCategorySchema = z.object({
  category: categorySchema,
  validBet: decimalAmountSchema,
  /** Percent of the valid bet paid back. */
  rate: percentSchema,
  amount: decimalAmountSchema,
});
export type RebateCategory = z.infer<typeof rebateCategorySchema>;

/**
 * `GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType` value: the rebate due now, per
 * category with a rate (each listed, 0.00 when nothing was played), and the last claim's time.
 */
export const rebateDueSchema = z.object({
  categories: z.array(rebateCategorySchema),
  validBet: decimalAmountSchema,
  amount: decimalAmountSchema,
  lastClaimAt: epochMs.nullable(),
  currency: text(),
});
export type RebateDue = z.infer<typeof rebateDueSchema>;

/** A claim paid: its categories (those with a valid bet), its total and when. */
export const rebateClaimSchema = z.object({
  id: idSchema,
  categories: z.array(rebateCategorySchema),
  validBet: decimalAmountSchema,
  amount: decimalAmountSchema,
  claimedAt: epochMs,
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

/** `POST /wps/relay/MCSFE_claimManualRebate` value: the claim and the wallet after it. */
export const rebateClaimResultSchema = z.object({
  claim: rebateClaimSchema,
  balance: decimalAmountSchema,
});
export type RebateClaimResult = z.infer<typeof rebateClaimResultSchema>;

/** `GET /wps/relay/MCSFE_getManualRebateHistory` query: newest first. */
export const rebateHistoryQuerySchema = z.object({ ...recordPageFields }).strict();

export const rebateHistorySchema = z.object({
  list: z.array(rebateClaimSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type RebateHistory = z.infer<typeof rebateHistorySchema>;
