import type { WalletTransferBody } from '@his/shared/schemas/wallet-transfer';
import { callApi } from '@/lib/api.ts';

/**
 * `POST GCS_walletTransfer`: moves the amount between the main wallet and a vendor wallet and
 * answers every wallet after it. The key is the move's: a repeat moves nothing.
 */
export const sendWalletTransfer = (body: WalletTransferBody, idempotencyKey: string) =>
  callApi('walletTransfer', { body, idempotencyKey });

/** `POST GCS_walletRecallAll`: every vendor wallet back to the main wallet, in one move. */
export const sendRecallAll = (idempotencyKey: string) =>
  callApi('walletRecallAll', { body: {}, idempotencyKey });
