import { callApi } from '@/lib/api.ts';

/**
 * `POST /wps/transaction/withdraw`: holds the amount and answers the pending withdrawal. The
 * key is the submission's: a repeat (double click, retry after a lost answer) moves nothing.
 */
export const withdraw = (
  body: { amount: string; bankCardId: number; password: string },
  idempotencyKey: string,
) => callApi('withdraw', { body, idempotencyKey });
