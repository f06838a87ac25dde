import type { RedeemList, Redemption, RedemptionStatus } from '@his/shared/schemas/points';
import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { movePoints, pointBalanceOf, pointsToDecimal } from './ledger.ts';
import { findReward } from './rewards.ts';

/**
 * Redemptions of rewards (SPEC §4: in process, then approved or rejected by the platform). A
 * request takes the points and one piece of stock at once; a rejection gives both back; an
 * approval only records the decision. Each is one transaction. Locks are taken in one order
 * everywhere (the member's point balance, then the redemption, then the reward), so a request
 * and a decision never deadlock.
 */

interface RedemptionRow {
  id: number;
  rewardId: number;
  nameEn: string;
  nameKm: string;
  nameCn: string;
  points: string;
  status: RedemptionStatus;
  createdAt: Date;
  decidedAt: Date | null;
}

const select = `SELECT d.id, d.reward_id AS "rewardId", r.name_en AS "nameEn", r.name_km AS "nameKm",
    r.name_cn AS "nameCn", d.points::text AS points, d.status, d.created_at AS "createdAt",
    d.decided_at AS "decidedAt"
  FROM point_redemptions d JOIN point_rewards r ON r.id = d.reward_id`;

const viewOf = (row: RedemptionRow): Redemption => ({
  id: row.id,
  rewardId: row.rewardId,
  rewardName: { EN: row.nameEn, KM: row.nameKm, CN: row.nameCn },
  points: pointsToDecimal(BigInt(row.points)),
  status: row.status,
  createdAt: row.createdAt.getTime(),
  decidedAt: row.decidedAt ? row.decidedAt.getTime() : null,
});

/** A member's redemptions, newest first. */
export const redemptionPage = async (
  q: Queryable,
  memberId: number,
  page: { page: number; pageSize: number },
): Promise<RedeemList> => {
  const rows = await q.query<RedemptionRow>(
    `${select} WHERE d.member_id = $1 ORDER BY d.id DESC LIMIT $2 OFFSET $3`,
    [memberId, page.pageSize, (page.page - 1) * page.pageSize],
  );
  const [count] = await q.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM point_redemptions WHERE member_id = $1',
    [memberId],
  );
  return {
    list: rows.map(viewOf),
    page: page.page,
    pageSize: page.pageSize,
    total: count?.total ?? 0,
  };
};

/** Points held by the member's redemptions in process. */
export const pendingPoints = async (q: Queryable, memberId: number): Promise<bigint> => {
  const [row] = await q.query<{ points: string }>(
    `SELECT coalesce(sum(points), 0)::text AS points FROM point_redemptions
      WHERE member_id = $1 AND status = 'inProcess'`,
    [memberId],
  );
  return BigInt(row?.points ?? '0');
};

/**
 * What a request would be refused for, checked before the payment password is asked for (and
 * again under the locks by `redeem`): no such reward of the merchant, none left, too few points.
 */
export const redeemRefusal = async (
  q: Queryable,
  member: { id: number; merchantId: number },
  rewardId: number,
): Promise<void> => {
  const reward = await findReward(q, member.merchantId, rewardId, false);
  if (!reward) throw new ApiError('point.reward.not.found', { field: 'rewardId' });
  if (reward.stock < 1) throw new ApiError('point.reward.out.of.stock');
  const { balance } = await pointBalanceOf(q, member.id, false);
  if (balance < reward.cost) throw new ApiError('points.insufficient');
};

/**
 * A request, inside the caller's transaction: the member's balance row and the reward are
 * locked and checked, one piece of stock and the reward's cost are taken, and the redemption is
 * written in process with its journal entry. Answers it and the point balance after it.
 */
export const redeem = async (
  tx: Queryable,
  member: { id: number; merchantId: number },
  rewardId: number,
  now: Date,
): Promise<{ redemption: Redemption; pointBalance: string }> => {
  const { balance } = await pointBalanceOf(tx, member.id, true);
  const reward = await findReward(tx, member.merchantId, rewardId, true);
  if (!reward) throw new ApiError('point.reward.not.found', { field: 'rewardId' });
  if (reward.stock < 1) throw new ApiError('point.reward.out.of.stock');
  if (balance < reward.cost) throw new ApiError('points.insufficient');
  await tx.query('UPDATE point_rewards SET stock = stock - 1 WHERE id = $1', [reward.id]);
  const [made] = await tx.query<{ id: number }>(
    `INSERT INTO point_redemptions (merchant_id, member_id, reward_id, points, status, created_at)
     VALUES ($1, $2, $3, $4::text::bigint, 'inProcess', $5) RETURNING id`,
    [member.merchantId, member.id, reward.id, reward.cost.toString(), now],
  );
  if (!made) throw new Error('redemption not written');
  const after = await movePoints(tx, {
    merchantId: member.merchantId,
    memberId: member.id,
    kind: 'redeem',
    ref: `redemption:${made.id}`,
    points: -reward.cost,
    now,
  });
  const [row] = await tx.query<RedemptionRow>(`${select} WHERE d.id = $1`, [made.id]);
  if (!row) throw new Error('redemption vanished');
  return { redemption: viewOf(row), pointBalance: pointsToDecimal(after) };
};

/**
 * The platform's decision on a redemption in process (a QA control here): `approve` records it;
 * `reject` also gives the points and the piece of stock back, with a refund entry whose unique
 * key (`refund`, `redemption:<id>`) refuses a second refund. A redemption already decided is
 * `request_param_err` naming `id`; an unknown one `not.found`.
 */
export const decideRedemption = async (
  db: Db,
  merchantId: number,
  id: number,
  decision: 'approve' | 'reject',
  now: Date,
): Promise<Redemption> =>
  db.transaction(async (tx) => {
    const [found] = await tx.query<{ memberId: number }>(
      'SELECT member_id AS "memberId" FROM point_redemptions WHERE id = $1 AND merchant_id = $2',
      [id, merchantId],
    );
    if (!found) throw new ApiError('not.found');
    await pointBalanceOf(tx, found.memberId, true);
    const [row] = await tx.query<{ status: RedemptionStatus; rewardId: number; points: string }>(
      `SELECT status, reward_id AS "rewardId", points::text AS points FROM point_redemptions
        WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row || row.status !== 'inProcess') {
      throw new ApiError('request_param_err', { fields: ['id'] });
    }
    const status: RedemptionStatus = decision === 'approve' ? 'approved' : 'rejected';
    if (status === 'rejected') {
      await tx.query('UPDATE point_rewards SET stock = stock + 1 WHERE id = $1', [row.rewardId]);
      await movePoints(tx, {
        merchantId,
        memberId: found.memberId,
        kind: 'refund',
        ref: `redemption:${id}`,
        points: BigInt(row.points),
        now,
      });
    }
    await tx.query('UPDATE point_redemptions SET status = $2, decided_at = $3 WHERE id = $1', [
      id,
      status,
      now,
    ]);
    const [view] = await tx.query<RedemptionRow>(`${select} WHERE d.id = $1`, [id]);
    if (!view) throw new Error('redemption vanished');
    return viewOf(view);
  });
