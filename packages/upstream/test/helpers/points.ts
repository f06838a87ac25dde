import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/db.ts';
import type { z } from 'zod';
import { calls } from '@his/shared/calls';
import { envelopeSchema } from '@his/shared/envelope';
import { envelope, get, qa, send } from './upstream.ts';
import { encryptedCall, newKey, paymentPassword } from './withdrawals.ts';

type Headers = Record<string, string>;
type ReadCall =
  | 'pointBalance'
  | 'pointConfig'
  | 'pointRewards'
  | 'redeemPointList'
  | 'rebateDue'
  | 'rebateHistory';

/** A read of the points mall or cashback, parsed with the registry's schema. */
export const pointRead = async <N extends ReadCall>(
  app: FastifyInstance,
  auth: Headers,
  name: N,
  query = '',
): Promise<z.output<(typeof calls)[N]['value']>> => {
  const response = await get(app, `${calls[name].path}${query}`, auth);
  if (response.statusCode !== 200) throw new Error(`${name}: ${response.body}`);
  return envelopeSchema(calls[name].value).parse(response.json()).value as z.output<
    (typeof calls)[N]['value']
  >;
};

/** `passwordCheck/MCS2_redeemPointReward`, encrypted, with a fresh key unless one is given. */
export const redeemReward = (
  app: FastifyInstance,
  auth: Headers,
  rewardId: unknown,
  options: { key?: string; password?: unknown } = {},
): Promise<LightMyRequestResponse> =>
  encryptedCall(
    app,
    'POST',
    calls.redeemPointReward.path,
    { rewardId, password: options.password ?? paymentPassword },
    { ...auth, 'Idempotency-Key': options.key ?? newKey() },
  );

/** `passwordCheck/MCS2_convertPoint`, encrypted, with a fresh key unless one is given. */
export const convertPoints = (
  app: FastifyInstance,
  auth: Headers,
  points: unknown,
  options: { key?: string; password?: unknown } = {},
): Promise<LightMyRequestResponse> =>
  encryptedCall(
    app,
    'POST',
    calls.convertPoint.path,
    { points, password: options.password ?? paymentPassword },
    { ...auth, 'Idempotency-Key': options.key ?? newKey() },
  );

/** `MCSFE_claimManualRebate` with a fresh key unless one is given. */
export const claimRebate = (
  app: FastifyInstance,
  auth: Headers,
  key: string = newKey(),
): Promise<LightMyRequestResponse> =>
  send(app, 'POST', calls.rebateClaim.path, {}, { ...auth, 'Idempotency-Key': key });

/** Gives a member whole points through the QA control. */
export const grantPoints = async (app: FastifyInstance, account: string, points: number) => {
  const response = await qa(app, '/qa/points/grant', { account, points });
  if (response.statusCode !== 200) throw new Error(`grant: ${response.body}`);
};

/** The platform's decision on a redemption. */
export const decide = (app: FastifyInstance, id: number, decision: 'approve' | 'reject') =>
  qa(app, '/qa/points/redemptions/decide', { id, decision });

/** The error code of a refused call (and that it was refused). */
export const errorOf = (response: LightMyRequestResponse): string | null =>
  response.statusCode === 200 ? null : envelope(response).errorCode;

/** Everything a points or cashback call may change, to prove a refusal changed nothing. */
export const pointsFingerprint = async (db: Db) =>
  (
    await db.query(
      `SELECT (SELECT json_agg(m ORDER BY member_id) FROM member_points m) AS balances,
              (SELECT count(*)::int FROM point_entries) AS entries,
              (SELECT json_agg(d ORDER BY id) FROM point_redemptions d) AS redemptions,
              (SELECT json_agg(json_build_array(id, stock) ORDER BY id) FROM point_rewards) AS stock,
              (SELECT count(*)::int FROM point_conversions) AS conversions,
              (SELECT count(*)::int FROM rebate_claims) AS claims,
              (SELECT count(*)::int FROM ledger_transactions) AS transactions,
              (SELECT count(*)::int FROM money_requests) AS requests,
              (SELECT json_agg(json_build_array(id, balance_cents::text) ORDER BY id)
                 FROM ledger_accounts WHERE kind = 'member') AS wallets`,
    )
  )[0];
