import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { captchaAlphabet } from './font.ts';

export const captchaLength = 5;
export const captchaTtlMs = 5 * 60_000;
const captchaIdShape = /^[0-9a-f]{32}$/;

export const newCaptchaAnswer = (): string =>
  Array.from(
    { length: captchaLength },
    () => captchaAlphabet[randomInt(captchaAlphabet.length)],
  ).join('');

/** Answers are case-insensitive and tolerate surrounding spaces. */
const normalise = (answer: string) => answer.trim().toUpperCase();

// Bound to the id so one hash cannot be replayed for another captcha.
const answerHash = (id: string, answer: string) =>
  createHash('sha256')
    .update(`${id}:${normalise(answer)}`)
    .digest('hex');

export interface IssuedCaptcha {
  id: string;
  answer: string;
}

/** Stores a new captcha (only the hash of its answer) and drops long-expired ones. */
export const issueCaptcha = async (
  q: Queryable,
  merchantId: number,
  now: Date,
): Promise<IssuedCaptcha> => {
  const id = randomBytes(16).toString('hex');
  const answer = newCaptchaAnswer();
  await q.query('DELETE FROM captchas WHERE expires_at < $1', [
    new Date(now.getTime() - 3_600_000),
  ]);
  await q.query(
    `INSERT INTO captchas (id, merchant_id, answer_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [id, merchantId, answerHash(id, answer), now, new Date(now.getTime() + captchaTtlMs)],
  );
  return { id, answer };
};

/**
 * Checks an answer and uses the captcha up in the same statement, right or wrong, so each image
 * allows exactly one guess. An unknown, used or expired id fails.
 */
export const consumeCaptcha = async (
  q: Queryable,
  merchantId: number,
  id: string | undefined,
  answer: string | undefined,
  now: Date,
): Promise<boolean> => {
  if (!id || !captchaIdShape.test(id) || !answer) return false;
  const rows = await q.query<{ answerHash: string; expiresAt: Date }>(
    `UPDATE captchas SET used_at = $3
      WHERE id = $1 AND merchant_id = $2 AND used_at IS NULL
      RETURNING answer_hash AS "answerHash", expires_at AS "expiresAt"`,
    [id, merchantId, now],
  );
  const row = rows[0];
  if (!row || row.expiresAt.getTime() <= now.getTime()) return false;
  return timingSafeEqual(Buffer.from(row.answerHash), Buffer.from(answerHash(id, answer)));
};
