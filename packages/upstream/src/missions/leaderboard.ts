import { trialAccountType } from '@his/shared/constants';
import {
  missionLeaderboardSize,
  type MissionLeaderboard,
  type MissionPeriod,
} from '@his/shared/schemas/missions';
import type { Queryable } from '../db/db.ts';
import { centsToDecimal } from '../ledger/money.ts';
import type { Member } from '../members/members.ts';
import { maskName } from '../routes/winners.ts';
import { missionPeriodAt } from './periods.ts';

/**
 * The members of the merchant ranked by valid bets in the period (the stakes of real-money
 * rounds and lottery bets settled in it, as a bet mission counts them), ties by the earlier
 * account id. Trial accounts play demo credit and are never ranked. Only the ranked members and
 * the asking one come back: $1 merchant, $2/$3 the span, $4 the board's size, $5 the member.
 */
const boardSql = `
  WITH bets AS (
    SELECT r.member_id, r.stake_cents FROM game_rounds r
     WHERE r.merchant_id = $1 AND r.status = 'settled' AND NOT r.trial
       AND r.settled_at >= $2 AND r.settled_at < $3
    UNION ALL
    SELECT b.member_id, b.stake_cents FROM lottery_bets b
     WHERE b.merchant_id = $1 AND b.status <> 'pending' AND b.settled_at >= $2 AND b.settled_at < $3
  ), totals AS (
    SELECT b.member_id, sum(b.stake_cents) AS valid FROM bets b
      JOIN members m ON m.id = b.member_id AND m.type <> ${trialAccountType}
     GROUP BY b.member_id
  ), ranked AS (
    SELECT member_id, valid, row_number() OVER (ORDER BY valid DESC, member_id) AS rank FROM totals
  )
  SELECT r.rank::int AS rank, m.account, r.valid::text AS valid, r.member_id = $5 AS own
    FROM ranked r JOIN members m ON m.id = r.member_id
   WHERE r.rank <= $4 OR r.member_id = $5
   ORDER BY r.rank`;

export const missionLeaderboard = async (
  q: Queryable,
  input: { member: Member; period: MissionPeriod; now: Date },
): Promise<MissionLeaderboard> => {
  const span = missionPeriodAt(input.period, input.now);
  const rows = await q.query<{ rank: number; account: string; valid: string; own: boolean }>(
    boardSql,
    [
      input.member.merchantId,
      new Date(span.start),
      new Date(span.end),
      missionLeaderboardSize,
      input.member.id,
    ],
  );
  const mine = rows.find((row) => row.own);
  return {
    period: input.period,
    periodStart: span.start,
    periodEnd: span.end,
    list: rows
      .filter((row) => row.rank <= missionLeaderboardSize)
      .map((row) => ({
        rank: row.rank,
        account: maskName(row.account),
        validBets: centsToDecimal(BigInt(row.valid)),
        own: row.own,
      })),
    own: {
      rank: mine?.rank ?? null,
      validBets: centsToDecimal(BigInt(mine?.valid ?? '0')),
    },
  };
};
