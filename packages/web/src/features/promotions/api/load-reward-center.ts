import type { RewardCenter } from '@his/shared/schemas/promotions';
import { callApi } from '@/lib/api.ts';

/** `GET MCSFE_getRewardCenter`: bonuses waiting to be claimed and the claimed ones. */
export const loadRewardCenter = (signal?: AbortSignal): Promise<RewardCenter> =>
  callApi('rewardCenter', signal ? { signal } : {});
