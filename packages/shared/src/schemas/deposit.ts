import { z } from 'zod';
import { text } from '../patterns.ts';

/**
 * An amount the player types: a decimal string with at most two decimals and at most twelve
 * whole digits ("100", "100.5", "100.50"). Never a JSON number, so no float ever carries money;
 * the upstream turns it into integer cents.
 */
export const depositAmountInputSchema = text().regex(/^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/);

/** An amount the platform answers in the deposit flow: a decimal string with two decimals. */
export const depositAmountSchema = text().regex(/^(0|[1-9][0-9]*)\.[0-9]{2}$/);

/** How the player pays: a transfer to the house bank account, an e-wallet, or a QR code. */
export const depositChannelKinds = ['bank', 'ewallet', 'qr'] as const;
export type DepositChannelKind = (typeof depositChannelKinds)[number];

const channelIdSchema = text().regex(/^[A-Z0-9_]{1,32}$/);

/** The house account a bank transfer goes to. */
export const depositBankAccountSchema = z.object({
  bankName: text(),
  accountName: text(),
  accountNumber: text(),
});

export const depositChannelSchema = z.object({
  id: channelIdSchema,
  kind: z.enum(depositChannelKinds),
  name: text(),
  minAmount: depositAmountSchema,
  maxAmount: depositAmountSchema,
  /** Set for bank transfers only. */
  bankAccount: depositBankAccountSchema.nullable(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

/** `GET /wps/relay/MCSFE_getDepositSettings` value (UPSTREAM.md §4.2: `allowDeposit` `Y`). */
export const depositSettingsSchema = z.object({
  allowDeposit: z.enum(['Y', 'N']),
  currency: text(),
  /** How long a new order waits for its payment before it expires. */
  orderMinutes: z.number().int().positive(),
  channels: z.array(depositChannelSchema),
});
export type DepositSettings = z.infer<typeof depositSettingsSchema>;

/** `POST /wps/relay/MCS2_depositPaymentGateway` body; the call carries an `Idempotency-Key`. */
export const depositCreateBodySchema = z
  .object({ channelId: channelIdSchema, amount: depositAmountInputSchema })
  .strict();
export type DepositCreateBody = z.infer<typeof depositCreateBodySchema>;

export const depositStatuses = ['pending', 'approved', 'rejected', 'expired'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/** A deposit order as the player sees it; times in epoch milliseconds. */
export const depositOrderSchema = z.object({
  id: z.number().int().positive(),
  /** What the player quotes to the provider and to customer service. */
  reference: text(),
  channelId: channelIdSchema,
  channelKind: z.enum(depositChannelKinds),
  channelName: text(),
  amount: depositAmountSchema,
  status: z.enum(depositStatuses),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  /** When it was approved, rejected or expired; null while pending. */
  decidedAt: z.number().int().nullable(),
  /** Why it was rejected; null otherwise. */
  reason: text().nullable(),
  /** The payment provider's page for this order (opened in a new window). */
  payUrl: text(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

/** `GET /wps/relay/MCS2_depositTransactioNReport` query: a page, or one order by `orderId`. */
export const depositReportQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
    status: z.enum(depositStatuses).optional(),
    orderId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  })
  .strict();

/** The member's orders, newest first. */
export const depositReportSchema = z.object({
  list: z.array(depositOrderSchema),
  pageNo: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalCount: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type DepositReport = z.infer<typeof depositReportSchema>;
