import { z } from 'zod';
import { text } from '../patterns.ts';
import { decimalAmountSchema, positiveAmountSchema } from './withdraw.ts';

/** Epoch milliseconds. */
const epochMs = z.number().int().min(0);

/** A wallet type id on the wire: 2 is the main wallet, vendor wallets have their own ids. */
const walletTypeIdSchema = z.number().int().min(1).max(2_147_483_647);

/**
 * `POST /wps/relay/GCS_walletTransfer` body (UPSTREAM.md §4.2 names `from`, `to`, `amount`; the
 * wire form is the reference's choice): JSON, the two wallets by their type id (`accountTypeId`
 * of the balance call; 2 is the main wallet, one of the two must be it) and an amount above
 * zero with at most two decimals, as a decimal string. Sent with an `Idempotency-Key`.
 */
export const walletTransferBodySchema = z
  .object({
    from: walletTypeIdSchema,
    to: walletTypeIdSchema,
    amount: positiveAmountSchema,
  })
  .strict();
export type WalletTransferBody = z.infer<typeof walletTransferBodySchema>;

/** A wallet of the member and what it holds, in the money calls' decimal strings. */
export const walletAmountSchema = z.object({
  accountTypeId: z.number().int(),
  balance: decimalAmountSchema,
});
export type WalletAmount = z.infer<typeof walletAmountSchema>;

/** A transfer done: the ledger transaction's id and time, and every wallet of the member after. */
export const walletTransferSchema = z.object({
  id: z.number().int().min(1),
  from: z.number().int(),
  to: z.number().int(),
  amount: decimalAmountSchema,
  createdAt: epochMs,
  wallets: z.array(walletAmountSchema),
});
export type WalletTransfer = z.infer<typeof walletTransferSchema>;

/**
 * `POST /wps/relay/GCS_walletRecallAll` value (not in UPSTREAM.md: the reference's name for
 * "recall all"): every vendor wallet's balance moved back to the main wallet in one ledger
 * transaction (`id` null when there was nothing to move), what came from each, and the wallets
 * after.
 */
export const walletRecallSchema = z.object({
  id: z.number().int().min(1).nullable(),
  amount: decimalAmountSchema,
  createdAt: epochMs,
  recalled: z.array(z.object({ accountTypeId: z.number().int(), amount: decimalAmountSchema })),
  wallets: z.array(walletAmountSchema),
});
export type WalletRecall = z.infer<typeof walletRecallSchema>;

/** A vendor's wallet as `GCS_merchantWallet` lists it in multi-wallet mode. */
export const vendorWalletSchema = z.object({
  accountTypeId: z.number().int().min(100),
  vendorCode: text().max(32),
  name: text().max(80),
});
export type VendorWallet = z.infer<typeof vendorWalletSchema>;
