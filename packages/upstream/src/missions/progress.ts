import type {
  Mission,
  MissionGame,
  MissionKind,
  MissionPeriod,
} from '@his/shared/schemas/missions';
import type { Queryable } from '../db/db.ts';
import { centsToDecimal } from '../ledger/money.ts';
import { missionPeriodAt } from './periods.ts';

/**
 * A mission of the member in its current period, as read from the member's own rows. Amounts in
 * cents, counts as they are; `progress` is the whole figure (it may pass the target).
 */
export interface MissionState {
  id: number;
  kind: MissionKind;
  period: MissionPeriod;
  game: MissionGame | null;
  target: bigint;
  progress: bigint;
  rewardCents: bigint;
  periodStart: Date;
  periodEnd: Date;
  claimedAt: Date | null;
}

/**
 * The member's progress of every active mission of the merchant (or of one, `missionId`) in the
 * period holding `now`. Nothing is stored: logins are the member's sessions opened in the period,
 * deposits the approved orders decided in it, valid bets the stakes of real-money rounds and
 * lottery bets settled in it (as the agents' settlements count them), rounds their number. A day
 * lies inside its week, so the week's bounds bound every read.
 *
 * Parameters: $1 member, $2 merchant, $3/$4 the day's span, $5/$6 the week's, $7 mission or null.
 */
const statesSql = `
  WITH spans (period, start_at, end_at) AS (
    VALUES ('daily', $3::timestamptz, $4::timestamptz), ('weekly', $5::timestamptz, $6::timestamptz)
  ), bets AS (
    SELECT r.kind AS game, r.stake_cents, r.settled_at AS at FROM game_rounds r
     WHERE r.member_id = $1 AND r.status = 'settled' AND NOT r.trial
       AND r.settled_at >= $5 AND r.settled_at < $6
    UNION ALL
    SELECT 'lottery', b.stake_cents, b.settled_at FROM lottery_bets b
     WHERE b.member_id = $1 AND b.status <> 'pending' AND b.settled_at >= $5 AND b.settled_at < $6
  )
  SELECT m.id, m.kind, m.period, m.game, m.target::text AS target,
         m.reward_cents::text AS "rewardCents", sp.start_at AS "periodStart",
         sp.end_at AS "periodEnd", c.claimed_at AS "claimedAt",
         (CASE m.kind
            WHEN 'login' THEN (SELECT count(*) FROM sessions s WHERE s.member_id = $1
                                 AND s.created_at >= sp.start_at AND s.created_at < sp.end_at)
            WHEN 'deposit' THEN (SELECT coalesce(sum(d.amount_cents), 0) FROM deposit_orders d
                                  WHERE d.member_id = $1 AND d.status = 'approved'
                                    AND d.decided_at >= sp.start_at AND d.decided_at < sp.end_at)
            WHEN 'bet' THEN (SELECT coalesce(sum(b.stake_cents), 0) FROM bets b
                              WHERE (m.game IS NULL OR b.game = m.game)
                                AND b.at >= sp.start_at AND b.at < sp.end_at)
            ELSE (SELECT count(*) FROM bets b WHERE (m.game IS NULL OR b.game = m.game)
                     AND b.at >= sp.start_at AND b.at < sp.end_at)
          END)::text AS progress
    FROM missions m
    JOIN spans sp ON sp.period = m.period
    LEFT JOIN mission_claims c
      ON c.member_id = $1 AND c.mission_id = m.id AND c.period_start = sp.start_at
   WHERE m.merchant_id = $2 AND m.active AND ($7::int IS NULL OR m.id = $7::int)
   ORDER BY m.position, m.id`;

interface StateRow {
  id: number;
  kind: MissionKind;
  period: MissionPeriod;
  game: MissionGame | null;
  target: string;
  rewardCents: string;
  periodStart: Date;
  periodEnd: Date;
  claimedAt: Date | null;
  progress: string;
}

export const missionStates = async (
  q: Queryable,
  input: { memberId: number; merchantId: number; now: Date; missionId?: number },
): Promise<MissionState[]> => {
  const day = missionPeriodAt('daily', input.now);
  const week = missionPeriodAt('weekly', input.now);
  const rows = await q.query<StateRow>(statesSql, [
    input.memberId,
    input.merchantId,
    new Date(day.start),
    new Date(day.end),
    new Date(week.start),
    new Date(week.end),
    input.missionId ?? null,
  ]);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    period: row.period,
    game: row.game,
    target: BigInt(row.target),
    progress: BigInt(row.progress),
    rewardCents: BigInt(row.rewardCents),
    periodStart: new Date(row.periodStart),
    periodEnd: new Date(row.periodEnd),
    claimedAt: row.claimedAt === null ? null : new Date(row.claimedAt),
  }));
};

export const isComplete = (state: MissionState): boolean => state.progress >= state.target;

const measured = (state: MissionState) => {
  const shown = state.progress < state.target ? state.progress : state.target;
  return state.kind === 'deposit' || state.kind === 'bet'
    ? {
        measure: 'money' as const,
        target: centsToDecimal(state.target),
        progress: centsToDecimal(shown),
      }
    : { measure: 'count' as const, target: state.target.toString(), progress: shown.toString() };
};

/** The wire shape of a state (the progress shown up to the target). */
export const missionView = (state: MissionState): Mission => ({
  id: state.id,
  kind: state.kind,
  period: state.period,
  game: state.game,
  reward: centsToDecimal(state.rewardCents),
  status: state.claimedAt ? 'claimed' : isComplete(state) ? 'claimable' : 'inProgress',
  periodStart: state.periodStart.getTime(),
  periodEnd: state.periodEnd.getTime(),
  claimedAt: state.claimedAt?.getTime() ?? null,
  ...measured(state),
});
