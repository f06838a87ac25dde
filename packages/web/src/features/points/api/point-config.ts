import { callApi } from '@/lib/api.ts';

/** `GET /wps/relay/MCS2_getPointConfig`: the rates per category and the conversion rule. */
export const pointConfig = (signal?: AbortSignal) => callApi('pointConfig', { signal });
