import { callApi } from '@/lib/api.ts';

/** `GET /wps/member/referral`: the player's code, a page of friends and the rewards. */
export const referral = (page = 1) => callApi('referral', { query: { page, pageSize: 10 } });
