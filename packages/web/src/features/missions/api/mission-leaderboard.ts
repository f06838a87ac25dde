import type { MissionPeriod } from '@his/shared/schemas/missions';
import { callApi } from '@/lib/api.ts';

/** `GET /wps/relay/MCSFE_getMissionLeaderboard`: the period's board and the member's own place. */
export const missionLeaderboard = (period: MissionPeriod) =>
  callApi('missionLeaderboard', { query: { period } });
