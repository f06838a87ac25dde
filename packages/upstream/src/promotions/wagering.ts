import type { Wagering } from '@his/shared/schemas/promotions';
import type { Queryable } from '../db/db.ts';
import { centsToDecimal } from '../ledger/money.ts';
import { betsSql } from '../records/bets.ts';

/**
 * The stake of the member's settled bets placed since `since` (in-house rounds and lottery bets,
 * the betting record's own relation), so the wagering a page shows always equals what the
 * betting record lists. A pending bet counts once it is settled.
 */
const validBetCents = async (
  q: Queryable,
  memberId: number,
  since: Date,
  now: Date,
): Promise<bigint> => {
  const [row] = await q.query<{ cents: string }>(
    `WITH ${betsSql}
     SELECT coalesce(sum(stake_cents), 0)::text AS cents FROM picked WHERE status = 'settled'`,
    // The relation's end is excluded: one millisecond past now takes a bet placed this instant.
    [[memberId], since, new Date(now.getTime() + 1), null, null],
  );
  return BigInt(row?.cents ?? '0');
};

/**
 * The wagering of a claimed reward: valid bets since its claim against its requirement. Null
 * before the claim and when the promotion asks for none.
 */
export const wageringOf = async (
  q: Queryable,
  reward: { memberId: number; wageringCents: bigint; claimedAt: Date | null },
  now: Date,
): Promise<Wagering | null> => {
  if (reward.claimedAt === null || reward.wageringCents === 0n) return null;
  const valid = await validBetCents(q, reward.memberId, reward.claimedAt, now);
  return {
    required: centsToDecimal(reward.wageringCents),
    valid: centsToDecimal(valid),
    done: valid >= reward.wageringCents,
  };
};
