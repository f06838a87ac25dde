import { callApi } from '@/lib/api.ts';

/** `GET /wps/relay/MCSFE_getManualRebateHistory`: the latest claims, newest first. */
export const rebateHistory = (signal?: AbortSignal) =>
  callApi('rebateHistory', { query: { page: 1, pageSize: 20 }, signal });
