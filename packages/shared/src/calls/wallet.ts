import { z } from 'zod';
import { balanceQuerySchema, balanceSchema, merchantWalletSchema } from '../schemas/wallet.ts';
import {
  walletRecallSchema,
  walletTransferBodySchema,
  walletTransferSchema,
} from '../schemas/wallet-transfer.ts';
import { base, defineCall, type CallDef } from './define.ts';

/** Wallets: the balance, the vendor wallets, transfers and the recall. */
export const walletCalls = {
  balance: defineCall({
    ...base,
    path: '/wps/v2/wallets/balance',
    method: 'GET',
    auth: 'required',
    query: balanceQuerySchema,
    value: balanceSchema,
  }),
  merchantWallet: defineCall({
    ...base,
    path: '/wps/relay/GCS_merchantWallet',
    method: 'GET',
    auth: 'required',
    value: merchantWalletSchema,
  }),
  walletTransfer: defineCall({
    ...base,
    path: '/wps/relay/GCS_walletTransfer',
    method: 'POST',
    auth: 'required',
    bodyType: 'json',
    idempotent: true,
    body: walletTransferBodySchema,
    value: walletTransferSchema,
  }),
  // Not in UPSTREAM.md: the reference's "recall all" (every vendor wallet back to the main one).
  walletRecallAll: defineCall({
    ...base,
    path: '/wps/relay/GCS_walletRecallAll',
    method: 'POST',
    auth: 'required',
    bodyType: 'json',
    idempotent: true,
    body: z.object({}).strict(),
    value: walletRecallSchema,
  }),
} as const satisfies Record<string, CallDef>;
