import { z } from 'zod';
import { text } from '../patterns.ts';

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

export const merchantWalletSchema = z.object({ isSingle: z.boolean() });
