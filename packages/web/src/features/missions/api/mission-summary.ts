import { callApi } from '@/lib/api.ts';

/** `GET /wps/relay/MCSFE_getMissionSummaryDetails`: the member's missions and the claimable count. */
export const missionSummary = (signal?: AbortSignal) => callApi('missionSummary', { signal });
