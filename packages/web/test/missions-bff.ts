import {
  missionLeaderboardSchema,
  missionSchema,
  type Mission,
  type MissionLeaderboard,
} from '@his/shared/schemas/missions';
import type { FakeBff } from './fake-bff.ts';
import { fail, ok } from './fake-bff.ts';

const dayStart = Date.UTC(2026, 0, 9, 17);
const dayEnd = dayStart + 86_400_000;

/** A login mission done, slots half way, a deposit done: two rewards wait (1.00 and 20.00). */
export const missionsFixture = (): Mission[] =>
  [
    {
      id: 1,
      kind: 'login',
      period: 'daily',
      game: null,
      measure: 'count',
      target: '1',
      progress: '1',
      reward: '1.00',
      status: 'claimable',
    },
    {
      id: 2,
      kind: 'bet',
      period: 'daily',
      game: 'slot',
      measure: 'money',
      target: '100.00',
      progress: '40.00',
      reward: '5.00',
      status: 'inProgress',
    },
    {
      id: 4,
      kind: 'deposit',
      period: 'weekly',
      game: null,
      measure: 'money',
      target: '500.00',
      progress: '500.00',
      reward: '20.00',
      status: 'claimable',
    },
  ].map((mission) =>
    missionSchema.parse({ ...mission, periodStart: dayStart, periodEnd: dayEnd, claimedAt: null }),
  );

export const boardFixture = (period: 'daily' | 'weekly'): MissionLeaderboard =>
  missionLeaderboardSchema.parse({
    period,
    periodStart: dayStart,
    periodEnd: dayEnd,
    list: [
      {
        rank: 1,
        account: 'de***1a',
        validBets: period === 'daily' ? '640.00' : '2400.00',
        own: false,
      },
      { rank: 2, account: 'de***er', validBets: '120.00', own: true },
    ],
    own: { rank: 2, validBets: '120.00' },
  });

/**
 * Missions behind the fake bff, in memory: the summary, the boards, and the claim, which pays a
 * claimable mission once (a second claim is `mission.claimed`, an unfinished one
 * `mission.incomplete`) and raises the bff's balance by the reward.
 */
export const missionsBff = (bff: FakeBff, missions: Mission[] = missionsFixture()) => {
  const state = { missions };
  const claimable = () => state.missions.filter((m) => m.status === 'claimable').length;
  bff.on('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', () =>
    ok({ claimable: claimable(), missions: state.missions, now: dayStart + 3_600_000 }),
  );
  bff.on('GET', '/wps/relay/MCSFE_getMissionLeaderboard', (request) =>
    ok(boardFixture(request.query.get('period') === 'weekly' ? 'weekly' : 'daily')),
  );
  bff.on('POST', '/wps/relay/MCSFE_claimMission', (request) => {
    const { missionId } = request.body as { missionId: number };
    const mission = state.missions.find((m) => m.id === missionId);
    if (!mission) return fail('mission.not.found', 404, { field: 'missionId' });
    if (mission.status === 'claimed') return fail('mission.claimed', 409);
    if (mission.status === 'inProgress') return fail('mission.incomplete', 409);
    const claimedAt = dayStart + 7_200_000;
    state.missions = state.missions.map((m) =>
      m.id === missionId ? { ...m, status: 'claimed', claimedAt } : m,
    );
    bff.balance += Number(mission.reward);
    return ok({
      missionId,
      periodStart: mission.periodStart,
      reward: mission.reward,
      balance: bff.balance.toFixed(2),
      claimedAt,
    });
  });
  return state;
};
