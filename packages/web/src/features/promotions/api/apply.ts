import type { ApplyInput } from '@his/machines/promotion-application';
import { base64Of } from '@/lib/base64.ts';
import { callApi } from '@/lib/api.ts';

/**
 * The chart's `applyPromotion`: `POST MCSFE_applyPromotion` with the attempt's idempotency key;
 * the images travel as the base64 of their bytes (the platform checks them again).
 */
export const applyForPromotion = async (input: ApplyInput): Promise<{ id: number }> => {
  const application = await callApi('promotionApply', {
    body: {
      promotionId: input.promotionId,
      remark: input.remark,
      images: input.images.map((image) => base64Of(image.bytes)),
    },
    idempotencyKey: input.idempotencyKey,
  });
  return { id: application.id };
};
