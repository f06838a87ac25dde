import { feedbackPerHour } from '@his/shared/constants';
import {
  feedbackImageMaxBytes,
  type FeedbackBody,
  type FeedbackReceipt,
} from '@his/shared/schemas/feedback';
import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { checkedImage } from '../images/image-type.ts';
import type { Member } from '../members/members.ts';
import { earlierResult, runOnce, type MoneyRequest } from '../withdrawals/money-requests.ts';

/** Serialises one member's feedback (two-key advisory lock: 'FDBK', member). */
const feedbackLockClass = 0x4644424b;
const hourMs = 3_600_000;

export interface FeedbackRequest {
  merchantId: number;
  member: Member;
  body: FeedbackBody;
  /** The request's `Idempotency-Key` and the digest of its body (see `money-requests.ts`). */
  request: MoneyRequest;
  now: Date;
}

/**
 * Stores a real member's feedback (issue 17): the image, when there is one, must be a real PNG
 * or JPEG of at most 5 MB by its bytes (`feedback.image.invalid`), and a member sends at most
 * `feedbackPerHour` in a rolling hour (`feedback.too.many`, counted under the member's lock so
 * that parallel sends cannot pass it together). Stored with its idempotency key in one
 * transaction: a repeat answers the first receipt, a refusal writes nothing.
 */
export const submitFeedback = async (
  db: Db,
  { merchantId, member, body, request, now }: FeedbackRequest,
): Promise<FeedbackReceipt> => {
  const earlier = await earlierResult(db, request);
  if (earlier) return earlier.result as FeedbackReceipt;
  const image = body.image === undefined ? null : checkedImage(body.image, feedbackImageMaxBytes);
  if (body.image !== undefined && image === null) {
    throw new ApiError('feedback.image.invalid', { field: 'image' });
  }
  return runOnce(db, request, now, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [feedbackLockClass, member.id]);
    const [recent] = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM feedback WHERE member_id = $1 AND created_at > $2`,
      [member.id, new Date(now.getTime() - hourMs)],
    );
    if ((recent?.count ?? 0) >= feedbackPerHour) {
      throw new ApiError('feedback.too.many', { limit: feedbackPerHour });
    }
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO feedback (merchant_id, member_id, type, content, image_media_type, image,
                             created_at)
       VALUES ($1, $2, $3, $4, $5, decode($6, 'base64'), $7) RETURNING id`,
      [
        merchantId,
        member.id,
        body.type,
        body.content,
        image?.mediaType ?? null,
        image ? image.bytes.toString('base64') : null,
        now,
      ],
    );
    if (!created) throw new Error('feedback insert returned nothing');
    return { id: created.id, createdAt: now.getTime() };
  });
};

/** One stored feedback as an operator reads it (the image by its type, size and digest). */
export interface StoredFeedback {
  id: number;
  account: string;
  type: string;
  content: string;
  image: { mediaType: string; bytes: number; sha256: string } | null;
  createdAt: number;
}

/** The merchant's feedback, newest first, optionally of one account (QA control). */
export const listFeedback = async (
  q: Queryable,
  merchantId: number,
  { memberId, limit }: { memberId: number | null; limit: number },
): Promise<StoredFeedback[]> => {
  const rows = await q.query<{
    id: number;
    account: string;
    type: string;
    content: string;
    mediaType: string | null;
    bytes: number | null;
    sha256: string | null;
    createdAt: Date | string;
  }>(
    `SELECT f.id, m.account, f.type, f.content, f.image_media_type AS "mediaType",
            octet_length(f.image) AS bytes, encode(sha256(f.image), 'hex') AS sha256,
            f.created_at AS "createdAt"
       FROM feedback f JOIN members m ON m.id = f.member_id
      WHERE f.merchant_id = $1 AND ($2::int IS NULL OR f.member_id = $2)
      ORDER BY f.id DESC LIMIT $3`,
    [merchantId, memberId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    account: row.account,
    type: row.type,
    content: row.content,
    image:
      row.mediaType === null
        ? null
        : { mediaType: row.mediaType, bytes: row.bytes ?? 0, sha256: row.sha256 ?? '' },
    createdAt: new Date(row.createdAt).getTime(),
  }));
};
