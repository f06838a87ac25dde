import type { PromotionCategory, PromotionList } from '@his/shared/schemas/promotions';
import { callApi } from '@/lib/api.ts';

/** `GET MCSFE_getPromotionList`: one category's promotions (every one without it). */
export const loadPromotions = (
  category: PromotionCategory | null,
  signal?: AbortSignal,
): Promise<PromotionList> =>
  callApi('promotionList', { query: category ? { category } : {}, ...(signal ? { signal } : {}) });
