import { z } from 'zod';
import { text } from '../patterns.ts';
import { decimalAmountSchema, paymentPasswordSchema, positiveAmountSchema } from './withdraw.ts';

/** Epoch milliseconds. */
const epochMs = z.number().int().min(0);

/** The member one level up, as a downline sees them. */
export const uplineSchema = z.object({ account: text(), nickname: text() });

/**
 * Why a member may not transfer to an upline: no upline (`toUpline` false in member info) or a
 * trial account (SPEC §6: refused actions needing a real account).
 */
export const transferUplineRefusals = ['noUpline', 'trial'] as const;

/** `GET /wps/agent/upline` value: whom the money would go to and what the member may move. */
export const transferUplineInfoSchema = z.object({
  /** True exactly when `refusal` is null. */
  allowed: z.boolean(),
  refusal: z.enum(transferUplineRefusals).nullable(),
  upline: uplineSchema.nullable(),
  /** The main wallet as it is: what a transfer may move at most. */
  availableBalance: decimalAmountSchema,
  currency: text(),
  /** Whether the payment password is set (the transfer needs it). */
  paymentPasswordSet: z.boolean(),
});
export type TransferUplineInfo = z.infer<typeof transferUplineInfoSchema>;

/**
 * `POST /wps/agent/transferUpline` body (encrypted, with an `Idempotency-Key`): an amount above
 * zero with at most two decimals, the six-digit payment password, an optional remark.
 */
export const transferUplineBodySchema = z
  .object({
    amount: positiveAmountSchema,
    password: paymentPasswordSchema,
    remark: text().trim().max(140).optional(),
  })
  .strict();
export type TransferUplineBody = z.infer<typeof transferUplineBodySchema>;

/** A transfer done: its id and time, the amount, to whom, and the member's wallet after it. */
export const uplineTransferSchema = z.object({
  id: z.number().int().min(1),
  amount: decimalAmountSchema,
  upline: uplineSchema,
  createdAt: epochMs,
  balance: decimalAmountSchema,
});
export type UplineTransfer = z.infer<typeof uplineTransferSchema>;
