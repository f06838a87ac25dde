import type { RedeemRewardBody } from '@his/shared/schemas/points';
import { callApi } from '@/lib/api.ts';

/**
 * `POST /wps/relay/passwordCheck/MCS2_redeemPointReward`: one piece of the reward, behind the
 * payment password. The key is the attempt's: a repeat takes nothing more.
 */
export const redeemReward = (body: RedeemRewardBody, idempotencyKey: string) =>
  callApi('redeemPointReward', { body, idempotencyKey });
