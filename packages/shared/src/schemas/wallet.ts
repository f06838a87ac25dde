import { z } from 'zod';
import { text } from '../patterns.ts';
import { vendorWalletSchema } from './wallet-transfer.ts';

/** Money travels as a number with at most two decimals, as on the platform. */
export const moneySchema = z.number().finite().multipleOf(0.01);

export const balanceQuerySchema = z.object({ typeId: z.coerce.number().int().optional() }).strict();

/** `GET /wps/v2/wallets/balance` value (UPSTREAM.md §4.2). Account type 2 is the main wallet. */
export const balanceSchema = z.object({
  sumBalance: moneySchema,
  balance: z.array(z.object({ accountTypeId: z.number().int(), availBalance: moneySchema })),
  currency: text(),
  currencySymbol: text(),
});
export type Balance = z.infer<typeof balanceSchema>;

/**
 * `GET /wps/relay/GCS_merchantWallet` value: `isSingle` as on the platform; the reference also
 * lists the vendors' wallets (names and type ids) when the merchant is multi-wallet, absent when
 * single.
 */
export const merchantWalletSchema = z.object({
  isSingle: z.boolean(),
  wallets: z.array(vendorWalletSchema).optional(),
});
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;
