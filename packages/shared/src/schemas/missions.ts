import { z } from 'zod';
import { text } from '../patterns.ts';
import { decimalAmountSchema } from './withdraw.ts';

/**
 * Missions (issue 16, SPEC §2 "missionLeaderboard", §7 `MCSFE_getMissionSummaryDetails`,
 * `MCSFE_getMissionLeaderboard`): tasks a member completes with their own deposits, bets and
 * logins within a period, each paying its reward once per period when claimed, and the board of
 * the period's valid bets. Real accounts only (`account.trial` for a trial one).
 *
 * Periods are the platform's (UTC+7, the day of the records): a day from midnight, a week from
 * Monday's midnight. Amounts are decimal strings with two decimals, times epoch milliseconds.
 */

/** Epoch milliseconds. */
const epochMs = z.number().int().min(0);

export const missionPeriods = ['daily', 'weekly'] as const;
export const missionPeriodSchema = z.enum(missionPeriods);
export type MissionPeriod = z.infer<typeof missionPeriodSchema>;

/**
 * What a mission counts in its period: `login` the member's logins, `deposit` the money of
 * credited deposits, `bet` the valid bets (stakes of settled rounds and lottery bets), `rounds`
 * the settled rounds and lottery bets.
 */
export const missionKinds = ['login', 'deposit', 'bet', 'rounds'] as const;
export const missionKindSchema = z.enum(missionKinds);
export type MissionKind = z.infer<typeof missionKindSchema>;

/** The games a bet or rounds mission counts (null: all of them). */
export const missionGames = ['slot', 'dice', 'crash', 'lottery'] as const;
export const missionGameSchema = z.enum(missionGames);
export type MissionGame = z.infer<typeof missionGameSchema>;

/** `inProgress`: not reached yet; `claimable`: reached, reward waiting; `claimed`: paid. */
export const missionStatuses = ['inProgress', 'claimable', 'claimed'] as const;
export const missionStatusSchema = z.enum(missionStatuses);
export type MissionStatus = z.infer<typeof missionStatusSchema>;

const countSchema = text().regex(/^(0|[1-9][0-9]{0,11})$/);

/**
 * A mission's progress in money (deposits, bets) or in a count (logins, rounds), as strings of
 * the same measure; the progress never exceeds the target.
 */
const measuredSchema = z.discriminatedUnion('measure', [
  z.object({
    measure: z.literal('money'),
    target: decimalAmountSchema,
    progress: decimalAmountSchema,
  }),
  z.object({ measure: z.literal('count'), target: countSchema, progress: countSchema }),
]);

export const missionSchema = z
  .object({
    id: z.number().int().min(1),
    kind: missionKindSchema,
    period: missionPeriodSchema,
    game: missionGameSchema.nullable(),
    reward: decimalAmountSchema,
    status: missionStatusSchema,
    /** The current period: from `periodStart` up to (not including) `periodEnd`. */
    periodStart: epochMs,
    periodEnd: epochMs,
    claimedAt: epochMs.nullable(),
  })
  .and(measuredSchema);
export type Mission = z.infer<typeof missionSchema>;

/** `GET /wps/relay/MCSFE_getMissionSummaryDetails` value. */
export const missionSummarySchema = z.object({
  /** Missions whose reward waits to be claimed: the count the header's badge shows. */
  claimable: z.number().int().min(0),
  missions: z.array(missionSchema),
  now: epochMs,
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

/** `GET /wps/relay/MCSFE_getMissionLeaderboard` query: the period (today's day by default). */
export const missionLeaderboardQuerySchema = z
  .object({ period: missionPeriodSchema.default('daily') })
  .strict();

/** The most members a board lists. */
export const missionLeaderboardSize = 10;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  /** Masked as the platform masks accounts (`de***er`): never another member's whole name. */
  account: text(),
  validBets: decimalAmountSchema,
  /** The entry is the asking member's own. */
  own: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const missionLeaderboardSchema = z.object({
  period: missionPeriodSchema,
  periodStart: epochMs,
  periodEnd: epochMs,
  list: z.array(leaderboardEntrySchema).max(missionLeaderboardSize),
  /** The member's own place (null: no valid bet in the period) and valid bets. */
  own: z.object({ rank: z.number().int().min(1).nullable(), validBets: decimalAmountSchema }),
});
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

/** `POST /wps/relay/MCSFE_claimMission` body (with an `Idempotency-Key`). */
export const missionClaimBodySchema = z
  .object({ missionId: z.number().int().min(1).max(2_147_483_647) })
  .strict();
export type MissionClaimBody = z.infer<typeof missionClaimBodySchema>;

/** What a claim paid: the reward and the main wallet's balance right after it. */
export const missionClaimSchema = z.object({
  missionId: z.number().int().min(1),
  periodStart: epochMs,
  reward: decimalAmountSchema,
  balance: decimalAmountSchema,
  claimedAt: epochMs,
});
export type MissionClaim = z.infer<typeof missionClaimSchema>;
