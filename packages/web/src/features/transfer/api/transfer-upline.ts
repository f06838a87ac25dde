import type { TransferUplineBody } from '@his/shared/schemas/transfer';
import { callApi } from '@/lib/api.ts';

/**
 * `POST /wps/agent/transferUpline`: moves the amount to the upline and answers the transfer with
 * the wallet after it. The key is the attempt's: a repeat (double click, retry after a lost
 * answer) moves nothing.
 */
export const transferUpline = (body: TransferUplineBody, idempotencyKey: string) =>
  callApi('transferUpline', { body, idempotencyKey });
