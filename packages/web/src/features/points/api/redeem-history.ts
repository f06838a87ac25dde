import { callApi } from '@/lib/api.ts';

/** `GET /wps/relay/MCS2_getRedeemPointList`: the member's latest redemptions, newest first. */
export const redeemHistory = (signal?: AbortSignal) =>
  callApi('redeemPointList', { query: { page: 1, pageSize: 20 }, signal });
