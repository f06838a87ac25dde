import { callApi } from '@/lib/api.ts';

/** `GET /wps/relay/MCS2_getPointBalance`: available, held and earned points. */
export const pointBalance = (signal?: AbortSignal) => callApi('pointBalance', { signal });
