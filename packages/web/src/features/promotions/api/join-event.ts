import type { PromotionDetail } from '@his/shared/schemas/promotions';
import { callApi } from '@/lib/api.ts';

/** `POST MCSFE_joinPromotion`: joins an event; answers the promotion as the member now sees it. */
export const joinEvent = (promotionId: number): Promise<PromotionDetail> =>
  callApi('promotionJoin', { body: { promotionId } });
