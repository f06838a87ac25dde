import { callApi } from '@/lib/api.ts';

/** `GET /wps/agent/upline`: the upline, whether the member may transfer, the available balance. */
export const transferUplineInfo = () => callApi('transferUplineInfo');
