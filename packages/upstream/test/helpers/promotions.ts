import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Reward } from '@his/shared/schemas/promotions';
import type { Db } from '../../src/db/db.ts';
import { get, qa, send } from './upstream.ts';
import { newKey, tinyJpeg, tinyPng } from './withdrawals.ts';

export { tinyJpeg, tinyPng };

type Auth = Record<string, string>;

/** The seed's promotion of that code. */
export const promotionId = async (db: Db, code: string): Promise<number> => {
  const [row] = await db.query<{ id: number }>('SELECT id FROM promotions WHERE code = $1', [code]);
  if (!row) throw new Error(`no promotion ${code}`);
  return row.id;
};

export const applyFor = (
  app: FastifyInstance,
  auth: Auth,
  body: unknown,
  key = newKey(),
): Promise<LightMyRequestResponse> =>
  send(app, 'POST', '/wps/relay/MCSFE_applyPromotion', body, { ...auth, 'Idempotency-Key': key });

export const claimRaffle = (
  app: FastifyInstance,
  auth: Auth,
  promotionId: number,
  key = newKey(),
): Promise<LightMyRequestResponse> =>
  send(
    app,
    'POST',
    '/wps/relay/MCS2_claimRafflePromotion',
    { promotionId },
    { ...auth, 'Idempotency-Key': key },
  );

export const claimReward = (
  app: FastifyInstance,
  auth: Auth,
  rewardId: unknown,
  key = newKey(),
): Promise<LightMyRequestResponse> =>
  send(
    app,
    'POST',
    '/wps/relay/MCSFE_claimReward',
    { rewardId },
    { ...auth, 'Idempotency-Key': key },
  );

export const joinEvent = (app: FastifyInstance, auth: Auth, promotionId: number) =>
  send(app, 'POST', '/wps/relay/MCSFE_joinPromotion', { promotionId }, auth);

export const rewardCenterOf = (app: FastifyInstance, auth: Auth) =>
  get(app, '/wps/relay/MCSFE_getRewardCenter', auth);

export const detailOf = (app: FastifyInstance, auth: Auth, id: number) =>
  get(app, `/wps/relay/MCSFE_getPromotionDetail?id=${id}`, auth);

export const qaDecide = (app: FastifyInstance, id: number, approve: boolean) =>
  qa(app, '/qa/promotions/decide', { id, approve });

/**
 * The member applies to `welcome_bonus` with a PNG and a JPEG, QA approves: answers the
 * waiting reward of the member's reward center.
 */
export const approvedBonus = async (app: FastifyInstance, db: Db, auth: Auth): Promise<Reward> => {
  const id = await promotionId(db, 'welcome_bonus');
  const applied = await applyFor(app, auth, {
    promotionId: id,
    remark: 'First deposit 100.00',
    images: [tinyPng, tinyJpeg],
  });
  if (applied.statusCode !== 200) throw new Error(`apply failed: ${applied.body}`);
  const application = applied.json<{ value: { id: number } }>().value;
  const decided = await qaDecide(app, application.id, true);
  if (decided.statusCode !== 200) throw new Error(`approve failed: ${decided.body}`);
  const center = rewardCenterOf(app, auth);
  const waiting = (await center).json<{ value: { waiting: Reward[] } }>().value.waiting;
  const reward = waiting.find((row) => row.promotionId === id);
  if (!reward) throw new Error('no waiting reward');
  return reward;
};

/**
 * Moves every promotion's schedule so that the seed's relative days hold at `now` (the test
 * clock starts long before the template's seed): welcome_bonus started 30 days before it.
 * Calling it again at the same `now` changes nothing.
 */
export const schedulePromotionsAt = async (db: Db, now: Date): Promise<void> => {
  await db.query(
    `UPDATE promotions
        SET starts_at = starts_at + shift.by, ends_at = ends_at + shift.by
       FROM (SELECT $1::timestamptz - (starts_at + interval '30 days') AS by
               FROM promotions WHERE code = 'welcome_bonus') shift`,
    [now],
  );
};
