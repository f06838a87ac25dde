import { callApi } from '@/lib/api.ts';

/** `GET /wps/relay/MCS2_getPointReward`: the catalogue with its stock. */
export const pointRewards = (signal?: AbortSignal) => callApi('pointRewards', { signal });
