import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  convertPoints,
  decide,
  errorOf,
  grantPoints,
  pointRead,
  pointsFingerprint,
  redeemReward,
} from './helpers/points.ts';
import { readyTransferrer } from './helpers/transfers.ts';
import { envelope, get, startTestUpstream } from './helpers/upstream.ts';
import { encryptedCall } from './helpers/withdrawals.ts';

type Auth = Record<string, string>;

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let auth: Auth;
let other: Auth;
let rewards: { mug: number; phone: number; smartwatch: number };

beforeAll(async () => {
  up = await startTestUpstream();
  auth = await readyTransferrer(up.app, 'demo_down1');
  other = await readyTransferrer(up.app, 'demo_down2');
  await grantPoints(up.app, 'demo_down1', 100);
  await grantPoints(up.app, 'demo_down2', 100);
  const { list } = await pointRead(up.app, auth, 'pointRewards');
  const idOf = (code: string) => list.find((r) => r.image.endsWith(`/${code}.svg`))?.id ?? 0;
  rewards = { mug: idOf('mug'), phone: idOf('phone'), smartwatch: idOf('smartwatch') };
});
afterAll(() => up.close());

/** The refusal's code and fields, after checking that nothing a points call writes changed. */
const refused = async (send: () => Promise<LightMyRequestResponse>) => {
  const before = await pointsFingerprint(up.db);
  const response = await send();
  expect(response.statusCode, response.body).not.toBe(200);
  expect(response.statusCode).toBeLessThan(500);
  expect(await pointsFingerprint(up.db)).toEqual(before);
  const answer = envelope(response);
  return { code: answer.errorCode, value: answer.value };
};

describe('points mall refusals change nothing', () => {
  it('a wrong payment password', async () => {
    expect(
      (await refused(() => redeemReward(up.app, auth, rewards.mug, { password: '000000' }))).code,
    ).toBe('invalid.payment.pw');
    expect(
      (await refused(() => convertPoints(up.app, auth, '5', { password: '000000' }))).code,
    ).toBe('invalid.payment.pw');
  });

  it('more points than the balance', async () => {
    expect((await refused(() => redeemReward(up.app, auth, rewards.smartwatch))).code).toBe(
      'points.insufficient',
    );
    expect((await refused(() => convertPoints(up.app, auth, '101'))).code).toBe(
      'points.insufficient',
    );
  });

  it('an out-of-stock reward, an unknown one', async () => {
    expect((await refused(() => redeemReward(up.app, auth, rewards.phone))).code).toBe(
      'point.reward.out.of.stock',
    );
    const unknown = await refused(() => redeemReward(up.app, auth, 999_999));
    expect(unknown).toEqual({ code: 'point.reward.not.found', value: { field: 'rewardId' } });
  });

  it('fewer points than the minimum of a conversion', async () => {
    await up.db.query('UPDATE point_settings SET min_convert_points = 10');
    try {
      expect(await refused(() => convertPoints(up.app, auth, '9'))).toEqual({
        code: 'points.convert.min',
        value: { min: 10 },
      });
    } finally {
      await up.db.query('UPDATE point_settings SET min_convert_points = 1');
    }
  });

  it('malformed bodies and queries name the field', async () => {
    const cases: [() => Promise<LightMyRequestResponse>, string][] = [
      [() => redeemReward(up.app, auth, 'mug'), 'rewardId'],
      [() => redeemReward(up.app, auth, 0), 'rewardId'],
      [() => redeemReward(up.app, auth, rewards.mug, { password: '12345' }), 'password'],
      [() => convertPoints(up.app, auth, '1.5'), 'points'],
      [() => convertPoints(up.app, auth, '0'), 'points'],
      [() => convertPoints(up.app, auth, -3), 'points'],
      [() => convertPoints(up.app, auth, '9999999999'), 'points'],
      [() => get(up.app, '/wps/relay/MCS2_getRedeemPointList?pageSize=1000', auth), 'pageSize'],
      [() => get(up.app, '/wps/relay/MCS2_getRedeemPointList?status=x', auth), 'status'],
    ];
    for (const [send, field] of cases) {
      const answer = await refused(send);
      expect(answer.code, field).toBe('request_param_err');
      expect(JSON.stringify(answer.value), field).toContain(field);
    }
  });

  it('a money call without its idempotency key', async () => {
    const answer = await refused(() =>
      encryptedCall(
        up.app,
        'POST',
        '/wps/relay/passwordCheck/MCS2_convertPoint',
        { points: '1', password: '135790' },
        auth,
      ),
    );
    expect(answer).toEqual({ code: 'request_param_err', value: { fields: ['idempotency-key'] } });
  });

  it("another member's redemption is never shown, and is decided only by the platform", async () => {
    const made = envelope(await redeemReward(up.app, other, rewards.mug)).value as {
      redemption: { id: number };
    };
    const own = await pointRead(up.app, auth, 'redeemPointList');
    expect(own.list.map((r) => r.id)).not.toContain(made.redemption.id);
    expect(errorOf(await decide(up.app, 999_999, 'approve'))).toBe('not.found');
    expect((await decide(up.app, made.redemption.id, 'reject')).statusCode).toBe(200);
  });
});
