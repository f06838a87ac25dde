import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';

export interface WithdrawLimits {
  minimumCents: bigint;
  maximumCents: bigint;
  dailyCount: number;
  dailyCents: bigint;
  /** Minutes a released withdrawal waits for the player's receipt. */
  confirmationMinutes: number;
}

/** What a merchant without a `withdraw_settings` row has (QA can change every figure). */
const defaultLimits: WithdrawLimits = {
  minimumCents: 10_00n,
  maximumCents: 50_000_00n,
  dailyCount: 5,
  dailyCents: 100_000_00n,
  confirmationMinutes: 30,
};

export const readLimits = async (q: Queryable, merchantId: number): Promise<WithdrawLimits> => {
  const [row] = await q.query<{
    minimum: string;
    maximum: string;
    dailyCount: number;
    dailyCents: string;
    confirmationMinutes: number;
  }>(
    `SELECT minimum_cents::text AS minimum, maximum_cents::text AS maximum, daily_count AS "dailyCount",
            daily_cents::text AS "dailyCents", confirmation_minutes AS "confirmationMinutes"
       FROM withdraw_settings WHERE merchant_id = $1`,
    [merchantId],
  );
  if (!row) return defaultLimits;
  return {
    minimumCents: BigInt(row.minimum),
    maximumCents: BigInt(row.maximum),
    dailyCount: row.dailyCount,
    dailyCents: BigInt(row.dailyCents),
    confirmationMinutes: row.confirmationMinutes,
  };
};

/** QA: replaces the figures given, keeping the others. */
export const writeLimits = async (
  q: Queryable,
  merchantId: number,
  change: Partial<WithdrawLimits>,
): Promise<WithdrawLimits> => {
  const next = { ...(await readLimits(q, merchantId)), ...change };
  if (next.minimumCents <= 0n || next.maximumCents < next.minimumCents) {
    throw new ApiError('request_param_err', { fields: ['minimumAmount', 'maximumAmount'] });
  }
  await q.query(
    `INSERT INTO withdraw_settings
       (merchant_id, minimum_cents, maximum_cents, daily_count, daily_cents, confirmation_minutes)
     VALUES ($1, $2::text::bigint, $3::text::bigint, $4, $5::text::bigint, $6)
     ON CONFLICT (merchant_id) DO UPDATE SET minimum_cents = EXCLUDED.minimum_cents,
       maximum_cents = EXCLUDED.maximum_cents, daily_count = EXCLUDED.daily_count,
       daily_cents = EXCLUDED.daily_cents, confirmation_minutes = EXCLUDED.confirmation_minutes`,
    [
      merchantId,
      next.minimumCents.toString(),
      next.maximumCents.toString(),
      next.dailyCount,
      next.dailyCents.toString(),
      next.confirmationMinutes,
    ],
  );
  return next;
};
