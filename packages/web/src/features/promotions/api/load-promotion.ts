import type { PromotionDetail } from '@his/shared/schemas/promotions';
import { callApi } from '@/lib/api.ts';

/** `GET MCSFE_getPromotionDetail`: one promotion with the member's application and reward. */
export const loadPromotion = (id: number, signal?: AbortSignal): Promise<PromotionDetail> =>
  callApi('promotionDetail', { query: { id }, ...(signal ? { signal } : {}) });
