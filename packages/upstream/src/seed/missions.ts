import type { MissionGame, MissionKind, MissionPeriod } from '@his/shared/schemas/missions';
import type { Queryable } from '../db/db.ts';

interface MissionDefinition {
  code: string;
  kind: MissionKind;
  period: MissionPeriod;
  game: MissionGame | null;
  /** Cents for deposit and bet missions, a count for login and rounds missions. */
  target: bigint;
  rewardCents: bigint;
}

/** The demo merchant's missions (issue 16): a login, bets, rounds and a deposit. */
const demoMissions: readonly MissionDefinition[] = [
  {
    code: 'daily_login',
    kind: 'login',
    period: 'daily',
    game: null,
    target: 1n,
    rewardCents: 100n,
  },
  {
    code: 'daily_slot_bet',
    kind: 'bet',
    period: 'daily',
    game: 'slot',
    target: 10_000n,
    rewardCents: 500n,
  },
  {
    code: 'daily_rounds',
    kind: 'rounds',
    period: 'daily',
    game: null,
    target: 20n,
    rewardCents: 300n,
  },
  {
    code: 'weekly_deposit',
    kind: 'deposit',
    period: 'weekly',
    game: null,
    target: 50_000n,
    rewardCents: 2_000n,
  },
  {
    code: 'weekly_bet',
    kind: 'bet',
    period: 'weekly',
    game: null,
    target: 500_000n,
    rewardCents: 5_000n,
  },
];

/**
 * Adds the demo missions a merchant lacks (by code); a restart changes none that exist, so a
 * mission an operator edited or switched off stays as it is.
 */
export const ensureMissions = async (tx: Queryable, merchantId: number): Promise<void> => {
  for (const [position, mission] of demoMissions.entries()) {
    await tx.query(
      `INSERT INTO missions (merchant_id, code, kind, period, game, target, reward_cents, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (merchant_id, code) DO NOTHING`,
      [
        merchantId,
        mission.code,
        mission.kind,
        mission.period,
        mission.game,
        mission.target.toString(),
        mission.rewardCents.toString(),
        position + 1,
      ],
    );
  }
};
