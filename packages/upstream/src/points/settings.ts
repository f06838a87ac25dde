import type { Queryable } from '../db/db.ts';

export interface PointSettings {
  /** Per category, hundredths of a point per 1.00 of valid bet, in the catalogue's order. */
  rates: { category: string; rateHundredths: number }[];
  centsPerPoint: bigint;
  minConvertPoints: number;
}

/** The merchant's point rates and conversion settings (seed/points.ts). */
export const pointSettings = async (q: Queryable, merchantId: number): Promise<PointSettings> => {
  const rates = await q.query<{ category: string; rateHundredths: number }>(
    `SELECT category, rate_hundredths AS "rateHundredths" FROM point_rates
      WHERE merchant_id = $1 AND rate_hundredths > 0 ORDER BY position, category`,
    [merchantId],
  );
  const [row] = await q.query<{ cents: string; min: number }>(
    `SELECT convert_cents_per_point::text AS cents, min_convert_points AS min
       FROM point_settings WHERE merchant_id = $1`,
    [merchantId],
  );
  if (!row) throw new Error('point settings missing');
  return { rates, centsPerPoint: BigInt(row.cents), minConvertPoints: row.min };
};
