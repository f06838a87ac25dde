import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { calls } from '@his/shared/calls';
import type {
  Mission,
  MissionKind,
  MissionLeaderboard,
  MissionSummary,
} from '@his/shared/schemas/missions';
import { missionLeaderboardSchema, missionSummarySchema } from '@his/shared/schemas/missions';
import { newKey } from './deposits.ts';
import { envelope, get, send } from './upstream.ts';

type Auth = Record<string, string>;

export const summaryResponse = (app: FastifyInstance, auth: Auth) =>
  get(app, calls.missionSummary.path, auth);

/** The member's missions, parsed with the registry's schema. */
export const missionSummary = async (app: FastifyInstance, auth: Auth): Promise<MissionSummary> => {
  const response = await summaryResponse(app, auth);
  if (response.statusCode !== 200) throw new Error(`missionSummary: ${response.body}`);
  return missionSummarySchema.parse(envelope(response).value);
};

/** The member's mission of a kind (the seed has one daily login, one daily rounds mission …). */
export const missionOf = async (
  app: FastifyInstance,
  auth: Auth,
  kind: MissionKind,
  period: Mission['period'] = 'daily',
): Promise<Mission> => {
  const found = (await missionSummary(app, auth)).missions.find(
    (mission) => mission.kind === kind && mission.period === period,
  );
  if (!found) throw new Error(`no ${period} ${kind} mission`);
  return found;
};

export const claim = (
  app: FastifyInstance,
  auth: Auth,
  body: unknown,
  key: string = newKey(),
): Promise<LightMyRequestResponse> =>
  send(app, 'POST', calls.missionClaim.path, body, { ...auth, 'Idempotency-Key': key });

export const boardResponse = (app: FastifyInstance, auth: Auth, query = '') =>
  get(app, `${calls.missionLeaderboard.path}${query}`, auth);

export const leaderboard = async (
  app: FastifyInstance,
  auth: Auth,
  period: 'daily' | 'weekly' = 'daily',
): Promise<MissionLeaderboard> => {
  const response = await boardResponse(app, auth, `?period=${period}`);
  if (response.statusCode !== 200) throw new Error(`missionLeaderboard: ${response.body}`);
  return missionLeaderboardSchema.parse(envelope(response).value);
};

/** Claims the member's daily login mission (complete once they logged in today). */
export const claimLoginMission = async (app: FastifyInstance, auth: Auth) =>
  claim(app, auth, { missionId: (await missionOf(app, auth, 'login')).id });
