import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { betsSql } from '../records/bets.ts';

/**
 * The points of a member: a journal (`point_entries`, append-only) and a balance row
 * (`member_points`) that every spend locks and checks. Points are hundredths (`1240` is 12.40
 * points), as money is cents.
 */

/** Far enough for "every bet ever" in the bets relation's time filter. */
export const allTime = { from: new Date(0), to: new Date('9999-12-31T00:00:00Z') } as const;

/**
 * Credits the points of the member's settled rounds and lottery bets that have earned none yet,
 * at their category's rate (`point_rates`; a category without a rate earns nothing, and its
 * bets are left for when it gets one). One statement: the journal's unique `(kind, ref)` key
 * (`earn`, `R<round id>` or `L<bet id>`) makes each round earn exactly once, even when two
 * requests of the member credit at once (the second waits on the first's new rows, then skips
 * them); rows are inserted in one order so two such statements never deadlock. The balance row
 * grows by what was inserted.
 */
export const accruePoints = async (
  q: Queryable,
  member: { id: number; merchantId: number },
  now: Date,
): Promise<void> => {
  await q.query(
    `WITH ${betsSql}, earned AS (
       INSERT INTO point_entries
         (merchant_id, member_id, kind, ref, points, category, valid_bet_cents, rate_hundredths,
          created_at)
       SELECT $6, p.member_id, 'earn', p.id, p.stake_cents * r.rate_hundredths / 100, p.category,
              p.stake_cents, r.rate_hundredths, $7
         FROM picked p
         JOIN point_rates r ON r.merchant_id = $6 AND r.category = p.category
        WHERE p.status = 'settled'
          AND NOT EXISTS (SELECT 1 FROM point_entries e WHERE e.kind = 'earn' AND e.ref = p.id)
        ORDER BY p.source, p.n
       ON CONFLICT (kind, ref) DO NOTHING
       RETURNING points
     )
     INSERT INTO member_points (member_id, merchant_id, balance, earned, updated_at)
     SELECT $8, $6, total, total, $7
       FROM (SELECT sum(points) AS total FROM earned) t
      WHERE total IS NOT NULL
     ON CONFLICT (member_id) DO UPDATE
       SET balance = member_points.balance + EXCLUDED.balance,
           earned = member_points.earned + EXCLUDED.earned,
           updated_at = EXCLUDED.updated_at`,
    [[member.id], allTime.from, allTime.to, null, null, member.merchantId, now, member.id],
  );
};

/** The balance row, locked for the rest of the transaction when `lock` is set (0 when none). */
export const pointBalanceOf = async (
  q: Queryable,
  memberId: number,
  lock: boolean,
): Promise<{ balance: bigint; earned: bigint }> => {
  const [row] = await q.query<{ balance: string; earned: string }>(
    `SELECT balance::text AS balance, earned::text AS earned FROM member_points
      WHERE member_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [memberId],
  );
  return { balance: BigInt(row?.balance ?? '0'), earned: BigInt(row?.earned ?? '0') };
};

export interface PointMove {
  merchantId: number;
  memberId: number;
  kind: 'redeem' | 'refund' | 'convert' | 'grant';
  ref: string;
  /** Signed: negative for a spend. */
  points: bigint;
  now: Date;
}

/**
 * One journal entry and the balance row moved by it, inside the caller's transaction (which holds
 * the balance row's lock when it spends). A spend beyond the balance is `points.insufficient` and
 * writes nothing that stays (the caller's transaction rolls back). Answers the balance after it.
 */
export const movePoints = async (q: Queryable, move: PointMove): Promise<bigint> => {
  const points = move.points.toString();
  const rows =
    move.points < 0n
      ? await q.query<{ balance: string }>(
          `UPDATE member_points SET balance = balance + $2::text::bigint, updated_at = $3
            WHERE member_id = $1 AND balance + $2::text::bigint >= 0
           RETURNING balance::text AS balance`,
          [move.memberId, points, move.now],
        )
      : await q.query<{ balance: string }>(
          `INSERT INTO member_points AS m (member_id, merchant_id, balance, earned, updated_at)
           VALUES ($1, $2, $3::text::bigint, $4::text::bigint, $5)
           ON CONFLICT (member_id) DO UPDATE
             SET balance = m.balance + EXCLUDED.balance, earned = m.earned + EXCLUDED.earned,
                 updated_at = EXCLUDED.updated_at
           RETURNING balance::text AS balance`,
          [move.memberId, move.merchantId, points, move.kind === 'grant' ? points : '0', move.now],
        );
  const [row] = rows;
  if (!row) throw new ApiError('points.insufficient');
  await q.query(
    `INSERT INTO point_entries (merchant_id, member_id, kind, ref, points, created_at)
     VALUES ($1, $2, $3, $4, $5::text::bigint, $6)`,
    [move.merchantId, move.memberId, move.kind, move.ref, points, move.now],
  );
  return BigInt(row.balance);
};

/** Hundredths of a point as a decimal string (`1240n` → `"12.40"`). */
export const pointsToDecimal = (points: bigint): string => {
  const abs = points < 0n ? -points : points;
  return `${points < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** Hundredths as the rate strings of the config (`120` → `"1.20"`). */
export const hundredthsToDecimal = (value: number): string => pointsToDecimal(BigInt(value));
