import { callApi } from '@/lib/api.ts';

/** `GET /wps/vip/status`: the ranks, and the member's standing when signed in. */
export const vipStatus = (signal: AbortSignal) => callApi('vipStatus', { signal });
