import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { failureSchema } from '@his/shared/envelope';
import { createHashPool } from '../src/auth/hash-pool.ts';
import {
  changePasswordWith,
  newPlayer,
  resetByEmail,
  sendSms,
  smsCode,
} from './helpers/accounts.ts';
import { registerDownline } from './helpers/agent-center.ts';
import { fingerprint } from './helpers/db.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import {
  encryptedLogin,
  encryptedSend,
  freshCaptcha,
  loginToken,
  qa,
  startTestUpstream,
} from './helpers/upstream.ts';

/**
 * Issue 12 (2): every route that hashes runs its hash in the pool, and when the pool cannot take
 * one more it answers 503 `system.busy` with Retry-After and changes nothing: no captcha used
 * up, no failed login or wrong SMS try counted, no code sent, no password changed.
 */
const pool = createHashPool({ concurrency: 1, maxQueue: 0, maxWaitMs: 60_000 });
let up: TestUpstream;
let token: string;
let agentToken: string;
let captcha: Awaited<ReturnType<typeof freshCaptcha>>;
let code: string;

beforeAll(async () => {
  up = await startTestUpstream({ hashPool: pool });
  token = await loginToken(up.app, 'demo_player', 'Demo1234');
  agentToken = await loginToken(up.app, 'demo_agent', 'Demo1234');
  await qa(up.app, '/qa/modules', { modId: 'MOBILEVERCODELOGIN3', enabled: true });
  // Every login then needs a captcha: the refused one must not use it up.
  await qa(up.app, '/qa/captcha/force', { on: true });
  code = await smsCode(up.app, 'noLogin', '012345678');
  captcha = await freshCaptcha(up.app);
});
afterAll(() => up.close());

const expectBusy = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('1');
  expect(failureSchema.parse(response.json()).errorCode).toBe('system.busy');
};

describe('with every hashing slot taken and no room to wait', () => {
  it('each hashing route answers 503 system.busy and changes nothing', async () => {
    const before = await fingerprint(up.db);
    let release = () => {};
    const holder = pool.run(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    await expect.poll(() => pool.running).toBe(1);

    const withCaptcha = { cookie: captcha.cookie };
    expectBusy(
      await encryptedLogin(
        up.app,
        { username: 'demo_player', password: 'wrong', type: 'username', captcha: captcha.answer },
        withCaptcha,
      ),
    );
    expectBusy(
      await encryptedLogin(up.app, { username: '012345678', password: '000000', type: 'sms' }),
    );
    expectBusy(
      await encryptedSend(
        up.app,
        'PUT',
        '/wps/member/register',
        { ...newPlayer(), captcha: captcha.answer },
        withCaptcha,
      ),
    );
    expectBusy(
      await registerDownline(
        up.app,
        { Authorization: agentToken },
        { username: 'busy_down', password: 'Demo1234' },
      ),
    );
    expectBusy(
      await changePasswordWith(up.app, token, { oldPassword: 'wrong', newPassword: 'Other1234' }),
    );
    expectBusy(
      await encryptedSend(up.app, 'POST', '/wps/member/password/verification', {
        newPassword: 'Other1234',
        mobileNum: '012345678',
        verificationCode: code,
      }),
    );
    expectBusy(await resetByEmail(up.app, 'demo_player', 'demo_player@example.com'));
    expectBusy(await sendSms(up.app, 'noLogin', '012345678'));
    expectBusy(await sendSms(up.app, 'register', '012999888'));

    expect(await fingerprint(up.db)).toBe(before);
    release();
    await holder;

    // Nothing was used up: the same captcha and the same code still work.
    const login = await encryptedLogin(
      up.app,
      { username: 'demo_player', password: 'Demo1234', type: 'username', captcha: captcha.answer },
      withCaptcha,
    );
    expect(login.statusCode, login.body).toBe(200);
    const sms = await encryptedLogin(up.app, {
      username: '012345678',
      password: code,
      type: 'sms',
    });
    expect(sms.statusCode, sms.body).toBe(200);
  });
});
