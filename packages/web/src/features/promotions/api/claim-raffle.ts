import type { Reward } from '@his/shared/schemas/promotions';
import { callApi } from '@/lib/api.ts';

/** `POST MCS2_claimRafflePromotion`: draws the raffle's prize and pays it, once. */
export const claimRaffle = (promotionId: number, idempotencyKey: string): Promise<Reward> =>
  callApi('claimRafflePromotion', { body: { promotionId }, idempotencyKey });
