import type { PointReward } from '@his/shared/schemas/points';
import type { Queryable } from '../db/db.ts';
import { pointsToDecimal } from './ledger.ts';

interface RewardRow {
  id: number;
  nameEn: string;
  nameKm: string;
  nameCn: string;
  image: string;
  cost: string;
  stock: number;
}

const columns = `id, name_en AS "nameEn", name_km AS "nameKm", name_cn AS "nameCn", image,
  cost::text AS cost, stock`;

const rewardView = (row: RewardRow): PointReward => ({
  id: row.id,
  name: { EN: row.nameEn, KM: row.nameKm, CN: row.nameCn },
  image: row.image,
  cost: pointsToDecimal(BigInt(row.cost)),
  stock: row.stock,
});

/** The merchant's catalogue, in its order. */
export const pointRewards = async (q: Queryable, merchantId: number): Promise<PointReward[]> =>
  (
    await q.query<RewardRow>(
      `SELECT ${columns} FROM point_rewards WHERE merchant_id = $1 ORDER BY position, id`,
      [merchantId],
    )
  ).map(rewardView);

/** One reward of the merchant (null for another merchant's), locked when `lock` is set. */
export const findReward = async (
  q: Queryable,
  merchantId: number,
  id: number,
  lock: boolean,
): Promise<{ id: number; cost: bigint; stock: number } | null> => {
  const [row] = await q.query<RewardRow>(
    `SELECT ${columns} FROM point_rewards WHERE merchant_id = $1 AND id = $2
      ${lock ? 'FOR UPDATE' : ''}`,
    [merchantId, id],
  );
  return row ? { id: row.id, cost: BigInt(row.cost), stock: row.stock } : null;
};

/** Whether the merchant's catalogue has a reward of that code (its picture is served). */
export const rewardByCode = async (
  q: Queryable,
  merchantId: number,
  code: string,
): Promise<boolean> =>
  (
    await q.query<{ id: number }>(
      'SELECT id FROM point_rewards WHERE merchant_id = $1 AND code = $2',
      [merchantId, code],
    )
  ).length > 0;
