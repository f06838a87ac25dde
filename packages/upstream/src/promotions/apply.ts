import type { PromotionApplication, PromotionApplyBody } from '@his/shared/schemas/promotions';
import { maxProofBytes } from '@his/shared/schemas/withdraw';
import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { checkedImage } from '../images/image-type.ts';
import type { Member } from '../members/members.ts';
import type { MoneyRequest } from '../withdrawals/money-requests.ts';
import { earlierResult, runOnce } from '../withdrawals/money-requests.ts';
import { applicationColumns, applicationView, findPromotion, requireOpen } from './promotions.ts';

/**
 * The application's images decoded and checked by their bytes, the withdrawal proofs' rule
 * (`checkedImage`): each a PNG or JPEG of at most 5 MB once decoded. The first that fails
 * answers `promotion.image.invalid` with its `index`, before anything is written.
 */
const checkImages = (images: readonly string[]) =>
  images.map((image, index) => {
    const checked = checkedImage(image, maxProofBytes);
    if (!checked) throw new ApiError('promotion.image.invalid', { index });
    return checked;
  });

export interface ApplyRequest {
  merchantId: number;
  member: Member;
  body: PromotionApplyBody;
  /** The request's `Idempotency-Key` and the digest of its body (see `money-requests.ts`). */
  request: MoneyRequest;
  now: Date;
}

/**
 * An activity application (SPEC §5, §9): the promotion must be an open application promotion,
 * every image a real PNG or JPEG of at most 5 MB, and the member may hold no application that
 * waits for review or stands approved (`promotion.already.applied`). The application and its
 * images are written in one transaction with the idempotency key, so a repeated submission
 * answers the first application and a refused one writes nothing.
 */
export const applyForPromotion = async (
  db: Db,
  { merchantId, member, body, request, now }: ApplyRequest,
): Promise<PromotionApplication> => {
  const earlier = await earlierResult(db, request);
  if (earlier) return earlier.result as PromotionApplication;
  const promotion = await findPromotion(db, merchantId, body.promotionId);
  requireOpen(promotion, 'application', now);
  const images = checkImages(body.images);
  return runOnce(db, request, now, async (tx) => {
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO promotion_applications (promotion_id, member_id, remark, status, created_at)
       VALUES ($1, $2, $3, 'applying', $4)
       ON CONFLICT (promotion_id, member_id) WHERE status IN ('applying', 'approved') DO NOTHING
       RETURNING id`,
      [promotion.id, member.id, body.remark, now],
    );
    if (!created) throw new ApiError('promotion.already.applied');
    for (const [index, image] of images.entries()) {
      await tx.query(
        `INSERT INTO promotion_application_images (application_id, position, media_type, bytes)
         VALUES ($1, $2, $3, decode($4, 'base64'))`,
        [created.id, index + 1, image.mediaType, image.bytes.toString('base64')],
      );
    }
    return applicationOf(tx, created.id);
  });
};

const applicationOf = async (q: Queryable, id: number): Promise<PromotionApplication> => {
  const [row] = await q.query<Parameters<typeof applicationView>[0]>(
    `SELECT ${applicationColumns} FROM promotion_applications a WHERE a.id = $1`,
    [id],
  );
  if (!row) throw new Error('application vanished');
  return applicationView(row);
};

/** Joins an open event promotion; joining again changes nothing (the first time stays). */
export const joinPromotion = async (
  q: Queryable,
  merchantId: number,
  member: Member,
  promotionId: number,
  now: Date,
): Promise<void> => {
  const promotion = await findPromotion(q, merchantId, promotionId);
  requireOpen(promotion, 'event', now);
  await q.query(
    `INSERT INTO promotion_joins (promotion_id, member_id, joined_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [promotion.id, member.id, now],
  );
};
