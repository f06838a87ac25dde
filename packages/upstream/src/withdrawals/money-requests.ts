import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';

/** One money request of a member, named by its `Idempotency-Key`. */
export interface MoneyRequest {
  memberId: number;
  key: string;
  /** The registry call's name. */
  call: string;
  /** What makes two requests the same: their body without the password (see `digestOf`). */
  digest: string;
}

/**
 * A digest of a request's body without its password fields: a repeat with the same key and body
 * is the same request, whatever password it carries (the first one was checked), and no
 * password, even hashed, is kept with the result.
 */
export const digestOf = (body: Record<string, unknown>): string => {
  const kept = Object.entries(body)
    .filter(([name]) => !/password/i.test(name))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(kept)).digest('hex');
};

/**
 * Test seams of a money operation of several steps: `betweenSteps` runs after the step it names
 * and before the next one, inside the transaction (the crash test stops the process there).
 * Production passes nothing.
 */
export interface StepSeams {
  betweenSteps?: (after: string) => Promise<void>;
}

interface Stored {
  call: string;
  digest: string;
  result: unknown;
}

const replayOf = (request: MoneyRequest, stored: Stored): { result: unknown } => {
  if (stored.call !== request.call || stored.digest !== request.digest) {
    throw new ApiError('idempotency.key.reused');
  }
  return { result: stored.result };
};

const find = async (q: Queryable, request: MoneyRequest): Promise<Stored | undefined> =>
  (
    await q.query<Stored>(
      `SELECT call, digest, result FROM money_requests WHERE member_id = $1 AND idempotency_key = $2`,
      [request.memberId, request.key],
    )
  )[0];

/**
 * The first result of this key when it has been used (`idempotency.key.reused` when it was used
 * for another request), else null. Read before any check that costs or counts (the payment
 * password), so a double click answers the first result even once the password is locked.
 */
export const earlierResult = async (
  q: Queryable,
  request: MoneyRequest,
): Promise<{ result: unknown } | null> => {
  const stored = await find(q, request);
  return stored ? replayOf(request, stored) : null;
};

/**
 * Runs `work` in one database transaction with the key claimed in it: the result is stored with
 * the key in the same transaction, so either both are written or neither (a refused or failed
 * request can be sent again with its key). Two requests with one key at once: the second waits
 * on the key's row and then answers the first one's result.
 */
export const runOnce = async <T>(
  db: Db,
  request: MoneyRequest,
  now: Date,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO money_requests (member_id, idempotency_key, call, digest, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING member_id`,
      [request.memberId, request.key, request.call, request.digest, now],
    );
    if (claimed.length === 0) {
      const stored = await find(tx, request);
      if (!stored) throw new Error('money request vanished');
      return replayOf(request, stored).result as T;
    }
    const result = await work(tx);
    await tx.query(
      `UPDATE money_requests SET result = $3::text::jsonb WHERE member_id = $1 AND idempotency_key = $2`,
      [request.memberId, request.key, JSON.stringify(result ?? null)],
    );
    return result;
  });
