import type { Reward } from '@his/shared/schemas/promotions';
import { callApi } from '@/lib/api.ts';

/** `POST MCSFE_claimReward`: pays a waiting bonus once, under the attempt's key. */
export const claimReward = (rewardId: number, idempotencyKey: string): Promise<Reward> =>
  callApi('claimReward', { body: { rewardId }, idempotencyKey });
