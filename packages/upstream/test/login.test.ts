import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUpstream } from './helpers/upstream.ts';
import {
  encryptedLogin,
  envelope,
  freshCaptcha,
  get,
  qa,
  resetData,
  startTestUpstream,
} from './helpers/upstream.ts';

let up: TestUpstream;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up.close());
beforeEach(() => resetData(up.app));

const attempt = (
  username: string,
  password: string,
  extra: Record<string, string> = {},
  headers = {},
) => encryptedLogin(up.app, { username, password, type: 'username', ...extra }, headers);

const failThreeTimes = async (username: string, headers = {}) => {
  const answers = [];
  for (let i = 0; i < 3; i += 1)
    answers.push(envelope(await attempt(username, 'wrong-pass1', {}, headers)));
  return answers;
};

describe('login with username and password', () => {
  it('logs demo_player in with a token and no forced flags', async () => {
    const response = await attempt('demo_player', 'Demo1234');
    expect(response.statusCode).toBe(200);
    const value = envelope(response).value;
    expect(value).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
      userName: 'demo_player',
      customerType: 0,
    });
    const token = (value as { token: string }).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await get(up.app, '/wps/member/info', { Authorization: token });
    expect(info.json().value.account).toBe('demo_player');
  });

  it('accepts the account name in any case and extra client fields', async () => {
    const response = await attempt('DEMO_Player', 'Demo1234', {
      loginDeviceId: 'b1c3a1f2-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).value).toMatchObject({ userName: 'demo_player' });
  });

  it('refuses a wrong password with login.failed and gives the same answer for an unknown account', async () => {
    const wrong = await attempt('demo_player', 'Wrong1234');
    const unknown = await attempt('nobody_here', 'Wrong1234');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(envelope(wrong)).toEqual(envelope(unknown));
    expect(envelope(wrong)).toMatchObject({
      success: false,
      errorCode: 'login.failed',
      value: { captcha: false },
    });
  });

  it('gives demo_change the first-login and must-change flags, then drops first login', async () => {
    const first = envelope(await attempt('demo_change', '123456')).value;
    expect(first).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: true,
      userName: 'demo_change',
    });
    const second = envelope(await attempt('demo_change', '123456')).value;
    expect(second).toMatchObject({ firstTimeLogin: false, passwordExpired: true });
  });

  it('logs the agent in with its agent type', async () => {
    const value = envelope(await attempt('demo_agent', 'Demo1234')).value;
    expect(value).toMatchObject({ customerType: 1, userName: 'demo_agent' });
  });

  it('refuses SMS login while MOBILEVERCODELOGIN3 is off', async () => {
    await qa(up.app, '/qa/modules', { modId: 'MOBILEVERCODELOGIN3', enabled: false });
    const response = await attempt('012345678', '123456', { type: 'sms' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errorCode).toBe('function.not.available');
  });

  it('refuses an SMS login with a code that was never sent (see sms.test.ts for the rest)', async () => {
    const response = await attempt('012345678', '123456', { type: 'sms' });
    expect(envelope(response)).toMatchObject({
      errorCode: 'login.failed',
      value: { captcha: false },
    });
  });

  it('closes login during maintenance and restriction', async () => {
    await qa(up.app, '/qa/site-state', { state: 'maintenance' });
    expect(envelope(await attempt('demo_player', 'Demo1234')).errorCode).toBe('system.maintenance');
    await qa(up.app, '/qa/site-state', { state: 'restricted' });
    const restricted = await attempt('demo_player', 'Demo1234');
    expect(restricted.statusCode).toBe(403);
    expect(envelope(restricted).errorCode).toBe('region.restricted');
  });
});

describe('captcha after failed logins', () => {
  it('asks for a captcha on the third failure for an account', async () => {
    const answers = await failThreeTimes('demo_player');
    expect(answers.map((a) => a.value)).toEqual([
      { captcha: false },
      { captcha: false },
      { captcha: true },
    ]);
    expect(answers.every((a) => a.errorCode === 'login.failed')).toBe(true);
  });

  it('then refuses even the right password without a captcha', async () => {
    await failThreeTimes('demo_player');
    const response = await attempt('demo_player', 'Demo1234');
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({
      errorCode: 'captcha.invalid',
      value: { captcha: true },
    });
  });

  it('refuses a wrong captcha answer', async () => {
    await failThreeTimes('demo_player');
    const captcha = await freshCaptcha(up.app);
    const wrong = captcha.answer === 'AAAAA' ? 'CCCCC' : 'AAAAA';
    const response = await attempt(
      'demo_player',
      'Demo1234',
      { captcha: wrong },
      { cookie: captcha.cookie },
    );
    expect(envelope(response)).toMatchObject({
      errorCode: 'captcha.invalid',
      value: { captcha: true },
    });
  });

  it('lets the right password through with the right captcha (any case), and clears the requirement', async () => {
    await failThreeTimes('demo_player');
    const captcha = await freshCaptcha(up.app);
    const ok = await attempt(
      'demo_player',
      'Demo1234',
      { captcha: captcha.answer.toLowerCase() },
      { cookie: captcha.cookie },
    );
    expect(ok.statusCode).toBe(200);
    const again = await attempt('demo_player', 'Demo1234');
    expect(again.statusCode).toBe(200);
  });

  it('uses a captcha only once', async () => {
    await failThreeTimes('demo_player');
    const captcha = await freshCaptcha(up.app);
    const first = await attempt(
      'demo_player',
      'Wrong1234',
      { captcha: captcha.answer },
      { cookie: captcha.cookie },
    );
    expect(envelope(first)).toMatchObject({ errorCode: 'login.failed', value: { captcha: true } });
    const replay = await attempt(
      'demo_player',
      'Demo1234',
      { captcha: captcha.answer },
      { cookie: captcha.cookie },
    );
    expect(envelope(replay).errorCode).toBe('captcha.invalid');
  });

  it('binds the answer to the captchaId cookie', async () => {
    await failThreeTimes('demo_player');
    const captcha = await freshCaptcha(up.app);
    const response = await attempt('demo_player', 'Demo1234', { captcha: captcha.answer });
    expect(envelope(response).errorCode).toBe('captcha.invalid');
  });

  it('expires a captcha after five minutes', async () => {
    await failThreeTimes('demo_player');
    const captcha = await freshCaptcha(up.app);
    up.clock.advance(5 * 60_000 + 1);
    const response = await attempt(
      'demo_player',
      'Demo1234',
      { captcha: captcha.answer },
      { cookie: captcha.cookie },
    );
    expect(envelope(response).errorCode).toBe('captcha.invalid');
  });

  it('counts failures per IP across accounts', async () => {
    const ip = { 'X-Forwarded-For': '198.51.100.7' };
    await attempt('demo_player', 'x-wrong-1', {}, ip);
    await attempt('demo_agent', 'x-wrong-2', {}, ip);
    const third = await attempt('ghost_user', 'x-wrong-3', {}, ip);
    expect(envelope(third).value).toEqual({ captcha: true });
    const other = await attempt('demo_down1', 'Demo1234', {}, ip);
    expect(envelope(other).errorCode).toBe('captcha.invalid');
    const elsewhere = await attempt(
      'demo_down1',
      'Demo1234',
      {},
      { 'X-Forwarded-For': '198.51.100.8' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('starts counting again after the 15-minute window', async () => {
    await attempt('demo_player', 'Wrong1234');
    await attempt('demo_player', 'Wrong1234');
    up.clock.advance(15 * 60_000 + 1);
    const third = await attempt('demo_player', 'Wrong1234');
    expect(envelope(third).value).toEqual({ captcha: false });
  });

  it('requires a captcha on every login while the QA force is on', async () => {
    await qa(up.app, '/qa/captcha/force', { on: true });
    expect(envelope(await attempt('demo_player', 'Demo1234')).errorCode).toBe('captcha.invalid');
    const captcha = await freshCaptcha(up.app);
    const ok = await attempt(
      'demo_player',
      'Demo1234',
      { captcha: captcha.answer },
      { cookie: captcha.cookie },
    );
    expect(ok.statusCode).toBe(200);
    await qa(up.app, '/qa/captcha/force', { on: false });
    expect((await attempt('demo_player', 'Demo1234')).statusCode).toBe(200);
  });
});
