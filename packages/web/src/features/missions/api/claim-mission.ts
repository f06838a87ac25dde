import type { MissionClaimBody } from '@his/shared/schemas/missions';
import { callApi } from '@/lib/api.ts';

/**
 * `POST /wps/relay/MCSFE_claimMission`: pays the mission's reward of the current period. The key
 * is the attempt's: a repeat (double click, retry after a lost answer) pays nothing more.
 */
export const claimMission = (body: MissionClaimBody, idempotencyKey: string) =>
  callApi('missionClaim', { body, idempotencyKey });
