import { z } from 'zod';
import { text } from '../patterns.ts';

/**
 * The member center's records (issue 14): betting record, account record, personal loss and
 * bonus details. Every amount is a decimal string with two decimals (`"-12.50"`), never a JSON
 * number; times are epoch milliseconds.
 *
 * A date range is two calendar days, `from` and `to`, both included, in the platform's day
 * (UTC+7, the day lottery draws are numbered in): what a date picker gives, and the days the
 * personal loss is grouped by. Both or neither: without them the range is the last
 * `recordDefaultDays` days up to today. `to` may not be before `from`, and a range spans at
 * most `recordRangeMaxDays` days.
 */
export const recordRangeMaxDays = 90;
export const recordDefaultDays = 7;

/** A signed amount with two decimals, as every record answers it. */
export const recordAmountSchema = text().regex(/^-?(0|[1-9][0-9]*)\.[0-9]{2}$/);

const dayPattern = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** Epoch ms of a `YYYY-MM-DD` day's UTC midnight, or null when it is no calendar day. */
export const dayNumber = (day: string): number | null => {
  const match = dayPattern.exec(day);
  if (!match) return null;
  const [, year = '', month = '', date = ''] = match;
  const at = Date.UTC(Number(year), Number(month) - 1, Number(date));
  return new Date(at).toISOString().slice(0, 10) === day ? at : null;
};

/**
 * A day as `YYYY-MM-DD` (`2026-11-27`). Only the shape: that the day exists and that the range
 * is in order and short enough is `rangeProblem`'s, because the registry's query schemas must
 * stay plain JSON Schema (the bff's fuzz suite draws valid input from them).
 */
export const recordDaySchema = text().regex(/^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/);

/** Paging of every record list: page from 1, at most 100 rows a page. */
export const recordPageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/**
 * What is wrong with a range whose days have the right shape, named by the field to fix: a day
 * that does not exist, one of the two alone, `to` before `from`, or more than
 * `recordRangeMaxDays` days. Null when it is fine. The upstream answers `request_param_err`
 * with that field; the web can check the same before asking.
 */
export const rangeProblem = (range: {
  from?: string | undefined;
  to?: string | undefined;
}): 'from' | 'to' | null => {
  if (range.from === undefined && range.to === undefined) return null;
  const from = dayNumber(range.from ?? '');
  if (from === null) return 'from';
  const to = dayNumber(range.to ?? '');
  if (to === null || to < from) return 'to';
  return (to - from) / 86_400_000 + 1 > recordRangeMaxDays ? 'to' : null;
};

/** The optional `from` and `to` days of a range (checked further by `rangeProblem`). */
export const recordRangeFields = {
  from: recordDaySchema.optional(),
  to: recordDaySchema.optional(),
};

/** A game category: the catalogue lane of the game played (`RNG`, `INHOUSE`, `LOTT`, …). */
const categorySchema = text().regex(/^[A-Z]{2,16}$/);
/** A vendor code of the catalogue (`HIS`, `LTX`, …). */
const vendorSchema = text().regex(/^[A-Z0-9_]{1,32}$/);

/** `GET /wps/relay/ODS2_BetHistory` query. */
export const bettingRecordQuerySchema = z
  .object({
    ...recordRangeFields,
    ...recordPageFields,
    category: categorySchema.optional(),
    vendor: vendorSchema.optional(),
  })
  .strict();

export const betStatuses = ['pending', 'settled'] as const;

/** One bet: an in-house game round or a lottery bet. */
export const betRecordSchema = z.object({
  /** `R<round id>` or `L<lottery bet id>`. */
  id: text(),
  time: z.number().int(),
  /** When it was settled; null while pending (an open crash round, a bet before its draw). */
  settledAt: z.number().int().nullable(),
  gameName: text(),
  /** The catalogue node id of a round's game, the lottery game code of a bet. */
  gameCode: text(),
  vendor: vendorSchema,
  category: categorySchema,
  stake: recordAmountSchema,
  /** What came back (0.00 while pending). */
  payout: recordAmountSchema,
  /** payout − stake. */
  net: recordAmountSchema,
  status: z.enum(betStatuses),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const recordTotalsSchema = z.object({
  count: z.number().int().min(0),
  stake: recordAmountSchema,
  payout: recordAmountSchema,
  net: recordAmountSchema,
});
export type RecordTotals = z.infer<typeof recordTotalsSchema>;

/** The page asked for, newest first, and the totals over the whole filter (not just the page). */
export const bettingRecordSchema = z.object({
  list: z.array(betRecordSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  totals: recordTotalsSchema,
});
export type BettingRecord = z.infer<typeof bettingRecordSchema>;

/**
 * The account record's type codes: one per kind of wallet movement, stable whatever the ledger
 * calls it internally. `WITHDRAW_HOLD` takes a requested withdrawal out of the wallet,
 * `WITHDRAW_RELEASE` gives a rejected or refunded one back; `ADJUSTMENT` is any other movement
 * (opening balances included).
 */
export const transactionTypeCodes = [
  'DEPOSIT',
  'WITHDRAW_HOLD',
  'WITHDRAW_RELEASE',
  'WITHDRAWAL',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'BET',
  'PAYOUT',
  'BONUS',
  'REBATE',
  'SALARY',
  'DIVIDEND',
  'TRIAL_CREDIT',
  'ADJUSTMENT',
] as const;
export type TransactionTypeCode = (typeof transactionTypeCodes)[number];

/** The codes bonus details lists. */
export const bonusTypeCodes = ['BONUS', 'REBATE'] as const satisfies readonly TransactionTypeCode[];

/** `GET /wps/relay/GLS2_TxCodeList` value: every type code, in a stable order. */
export const transactionTypesSchema = z.array(z.enum(transactionTypeCodes));

/** `GET /wps/relay/ODS2_MemberTransaction` query. */
export const transactionHistoryQuerySchema = z
  .object({
    ...recordRangeFields,
    ...recordPageFields,
    type: z.enum(transactionTypeCodes).optional(),
  })
  .strict();

/** One movement of one of the member's wallets. */
export const transactionRecordSchema = z.object({
  /** The ledger entry's id: unique, and in the order the wallet moved. */
  id: z.number().int().positive(),
  time: z.number().int(),
  type: z.enum(transactionTypeCodes),
  /** Signed: positive into the wallet, negative out of it. */
  amount: recordAmountSchema,
  /** The wallet's balance right after this movement. */
  balanceAfter: recordAmountSchema,
  /** The wallet (2 = main). */
  accountTypeId: z.number().int(),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

/** Newest first. */
export const transactionHistorySchema = z.object({
  list: z.array(transactionRecordSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type TransactionHistory = z.infer<typeof transactionHistorySchema>;

/** `GET /wps/relay/ODSFE2_MemBonusDet` query. */
export const bonusDetailsQuerySchema = z
  .object({ ...recordRangeFields, ...recordPageFields })
  .strict();

/** The bonus movements, newest first, and their sum over the whole range. */
export const bonusDetailsSchema = transactionHistorySchema.extend({ sum: recordAmountSchema });
export type BonusDetails = z.infer<typeof bonusDetailsSchema>;

/** `GET /wps/relay/ODSFE2_MemPNL` query. */
export const personalProfitQuerySchema = z
  .object({ ...recordRangeFields, category: categorySchema.optional() })
  .strict();

const profitRowSchema = recordTotalsSchema.extend({
  day: recordDaySchema,
  category: categorySchema,
});

/**
 * Stake, payout and net (payout − stake) of the member's bets in the range: per day and
 * category, per day, per category, and in all. Days and categories without bets are absent.
 */
export const personalProfitSchema = z.object({
  rows: z.array(profitRowSchema),
  days: z.array(recordTotalsSchema.extend({ day: recordDaySchema })),
  categories: z.array(recordTotalsSchema.extend({ category: categorySchema })),
  totals: recordTotalsSchema,
});
export type PersonalProfit = z.infer<typeof personalProfitSchema>;
