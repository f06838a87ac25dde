import { callApi } from '@/lib/api.ts';

/**
 * `POST /wps/relay/MCSFE_claimManualRebate`: pays everything due. The key is the attempt's: a
 * repeat (double click, retry after a lost answer) pays nothing more.
 */
export const claimRebate = (_body: Record<string, never>, idempotencyKey: string) =>
  callApi('rebateClaim', { body: {}, idempotencyKey });
