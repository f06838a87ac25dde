import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bffSessionSchema } from '@his/shared/bff';
import { calls } from '@his/shared/calls';
import { envelopeSchema, failureSchema } from '@his/shared/envelope';
import type { StartedBff } from '../../src/start.ts';
import { TestBrowser } from '../helpers/browser.ts';
import { startReferenceStack, startStackBff } from '../helpers/reference-stack.ts';
import type { ReferenceStack } from '../helpers/reference-stack.ts';

/** demo_player's number as the seed stores it (+855 012345678). */
const demoMobile = { mobileNum: '012345678', countryDialingCode: '+855' };
const demo = { username: 'demo_player', password: 'Demo1234' };

let stack: ReferenceStack;
let bff: StartedBff;

beforeAll(async () => {
  stack = await startReferenceStack();
}, 60_000);
afterAll(async () => {
  await stack?.close();
});
// A bff per test: the SMS countdown of one test must not hold the number in the next.
beforeEach(async () => {
  await stack.qa('POST', '/qa/reset', {});
  stack.proxy.exchanges.length = 0;
  bff = await startStackBff(stack, { smsIpMaxPerHour: 1000 });
});
afterEach(async () => {
  await bff?.close();
});

const session = async (browser: TestBrowser) =>
  bffSessionSchema.parse((await browser.get('/bff/session')).json());

const errorCode = (body: unknown) => failureSchema.parse(body).errorCode;

/** Asks the bff for an SMS code and reads it where the reference platform puts it. */
const smsCode = async (
  browser: TestBrowser,
  path: '/wps/verification/sms/noLogin' | '/wps/verification/sms/register',
  mobileNum: string,
) => {
  const number = path.endsWith('register') ? { mobileNo: mobileNum } : { mobileNum };
  const sent = await browser.post(path, {
    ...number,
    countryDialingCode: '+855',
    challenge: await browser.challenge(),
  });
  expect(sent.status, sent.body).toBe(200);
  expect(envelopeSchema(calls.smsNoLogin.value).parse(sent.json()).value?.expiredMinutes).toBe(5);
  const { code } = (await stack.qa('GET', `/qa/sms/last?mobile=${mobileNum}`)) as { code: string };
  return code;
};

const captchaAnswer = async (browser: TestBrowser) => {
  await browser.get('/wps/captcha');
  return ((await stack.qa('GET', '/qa/captcha/last')) as { answer: string }).answer;
};

const login = async (browser: TestBrowser, body: object) =>
  browser.post('/wps/session/login', { ...body, challenge: await browser.challenge() });

describe('account flows through the bff, against the reference upstream', () => {
  it('registers by username and is logged in as the new player, never seeing the token', async () => {
    const browser = new TestBrowser(bff.url);
    const response = await browser.call('PUT', '/wps/member/register', {
      body: {
        username: 'newplayer1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        captcha: await captchaAnswer(browser),
        challenge: await browser.challenge(),
      },
    });
    expect(response.status, response.body).toBe(200);
    expect(envelopeSchema(calls.register.publicValue).parse(response.json()).value).toMatchObject({
      firstTimeLogin: true,
      userName: 'newplayer1',
    });
    expect(await session(browser)).toMatchObject({ loggedIn: true, account: 'newplayer1' });

    const minted = stack.proxy.exchanges.find(
      (exchange) => exchange.path === '/wps/member/register',
    );
    const { token } = (JSON.parse(minted?.responseBody ?? '{}') as { value: { token: string } })
      .value;
    expect(token.length).toBeGreaterThanOrEqual(16);
    for (const seen of browser.seen) expect(seen.body + seen.headers).not.toContain(token);
  });

  it('passes refused registrations through with the field and the rule', async () => {
    const register = async (browser: TestBrowser, username: string) =>
      browser.call('PUT', '/wps/member/register', {
        body: {
          username,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          captcha: await captchaAnswer(browser),
          challenge: await browser.challenge(),
        },
      });
    const invalid = await register(new TestBrowser(bff.url), '9player1');
    expect(invalid.status).toBe(400);
    expect(failureSchema.parse(invalid.json())).toMatchObject({
      errorCode: 'register.field.invalid',
      value: { field: 'username', patternId: 1 },
    });

    expect((await register(new TestBrowser(bff.url), 'twiceplayer')).status).toBe(200);
    const browser = new TestBrowser(bff.url);
    const taken = await register(browser, 'twiceplayer');
    expect(taken.status).toBe(409);
    expect(failureSchema.parse(taken.json())).toMatchObject({
      errorCode: 'username.taken',
      value: { field: 'username' },
    });
    expect((await session(browser)).loggedIn).toBe(false);
  });

  it('registers by mobile number with the SMS code it sent', async () => {
    const browser = new TestBrowser(bff.url);
    const code = await smsCode(browser, '/wps/verification/sms/register', '0977123456');
    const response = await browser.call('PUT', '/wps/member/register/mobile', {
      body: {
        mobileNum: '0977123456',
        countryDialingCode: '+855',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        verificationCode: code,
        captcha: await captchaAnswer(browser),
        challenge: await browser.challenge(),
      },
    });
    expect(response.status, response.body).toBe(200);
    expect(await session(browser)).toMatchObject({ loggedIn: true, account: '0977123456' });
  });

  it('logs in by SMS code without a challenge', async () => {
    const browser = new TestBrowser(bff.url);
    const code = await smsCode(browser, '/wps/verification/sms/noLogin', demoMobile.mobileNum);
    const response = await browser.post('/wps/session/login', {
      username: demoMobile.mobileNum,
      password: code,
      type: 'sms',
      countryDialingCode: demoMobile.countryDialingCode,
    });
    expect(response.status, response.body).toBe(200);
    expect(await session(browser)).toMatchObject({ loggedIn: true, account: 'demo_player' });
  });

  it('refuses an SMS-code login from a browser it sent no code to, without asking the platform', async () => {
    const browser = new TestBrowser(bff.url);
    const code = await smsCode(browser, '/wps/verification/sms/noLogin', demoMobile.mobileNum);
    const response = await new TestBrowser(bff.url).post('/wps/session/login', {
      username: demoMobile.mobileNum,
      password: code,
      type: 'sms',
      countryDialingCode: demoMobile.countryDialingCode,
    });
    expect(response.status).toBe(400);
    expect(errorCode(response.json())).toBe('sms.code.expired');
    const own = await browser.post('/wps/session/login', {
      username: demoMobile.mobileNum,
      password: code,
      type: 'sms',
      countryDialingCode: demoMobile.countryDialingCode,
    });
    expect(own.status, own.body).toBe(200);
  });

  it('holds the number for the countdown the platform answered', async () => {
    const browser = new TestBrowser(bff.url);
    await smsCode(browser, '/wps/verification/sms/noLogin', demoMobile.mobileNum);
    const again = await new TestBrowser(bff.url).post('/wps/verification/sms/noLogin', {
      ...demoMobile,
      challenge: await browser.challenge(),
    });
    expect(again.status).toBe(429);
    expect(errorCode(again.json())).toBe('TOO_MANY_REQUESTS');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(4 * 60);
  });

  it('resets the password by SMS, then logs in with the mobile number and the new password', async () => {
    const browser = new TestBrowser(bff.url);
    const code = await smsCode(browser, '/wps/verification/sms/noLogin', demoMobile.mobileNum);
    const reset = await browser.post('/wps/member/password/verification', {
      newPassword: 'Renewed123',
      mobileNum: demoMobile.mobileNum,
      verificationCode: code,
    });
    expect(reset.status, reset.body).toBe(200);
    const sent = stack.proxy.exchanges.find(
      (exchange) => exchange.path === '/wps/member/password/verification',
    );
    expect(sent?.requestHeaders.encryption).toEqual(expect.any(String));

    const response = await login(browser, {
      username: demoMobile.mobileNum,
      password: 'Renewed123',
      type: '',
    });
    expect(response.status, response.body).toBe(200);
    expect(await session(browser)).toMatchObject({ loggedIn: true, account: 'demo_player' });
  });

  it('asks for a reset mail in the form encoding and the mail reaches the outbox', async () => {
    const browser = new TestBrowser(bff.url);
    const response = await browser.post('/wps/member/password/email', {
      username: 'demo_player',
      email: 'demo_player@example.com',
    });
    expect(response.status, response.body).toBe(200);
    const sent = stack.proxy.exchanges.find(
      (exchange) => exchange.path === '/wps/member/password/email',
    );
    expect(sent?.requestHeaders['content-type']).toBe('application/x-www-form-urlencoded');
    const outbox = (await stack.qa('GET', '/qa/outbox')) as { to: string }[];
    expect(outbox[0]?.to).toBe('demo_player@example.com');
  });

  it('changes the password, encrypted, and the new one works', async () => {
    const browser = new TestBrowser(bff.url);
    expect((await login(browser, demo)).status).toBe(200);
    const change = await browser.post('/wps/member/password', {
      oldPassword: demo.password,
      newPassword: 'Changed123',
      confirmNewPassword: 'Changed123',
    });
    expect(change.status, change.body).toBe(200);
    const sent = stack.proxy.exchanges.find((exchange) => exchange.path === '/wps/member/password');
    expect(sent?.requestHeaders.authorization).toEqual(expect.any(String));
    expect(JSON.stringify(sent?.requestHeaders)).not.toContain('Changed123');

    await browser.call('DELETE', '/wps/session/logout');
    const relogin = await login(new TestBrowser(bff.url), { ...demo, password: 'Changed123' });
    expect(relogin.status, relogin.body).toBe(200);
  });

  it('passes 403 password.change.required through until the forced change is done', async () => {
    const browser = new TestBrowser(bff.url);
    expect((await login(browser, demo)).status).toBe(200);
    await stack.qa('POST', '/qa/members/flags', { account: 'demo_player', mustChange: true });

    const blocked = await browser.get('/wps/v2/wallets/balance');
    expect(blocked.status).toBe(403);
    expect(errorCode(blocked.json())).toBe('password.change.required');
    expect((await session(browser)).loggedIn).toBe(true);

    const change = await browser.post('/wps/member/password', {
      oldPassword: '',
      newPassword: 'Forced123',
      confirmNewPassword: 'Forced123',
    });
    expect(change.status, change.body).toBe(200);
    expect((await browser.get('/wps/v2/wallets/balance')).status).toBe(200);
  });

  it('refuses a password change to a trial account', async () => {
    const browser = new TestBrowser(bff.url);
    expect((await browser.post('/wps/session/login/freeplay', {})).status).toBe(200);
    const change = await browser.post('/wps/member/password', {
      oldPassword: '',
      newPassword: 'Trial1234',
      confirmNewPassword: 'Trial1234',
    });
    expect(change.status).toBe(403);
    expect(errorCode(change.json())).toBe('account.trial');
  });

  it('checks an affiliate code', async () => {
    const browser = new TestBrowser(bff.url);
    expect((await browser.get('/wps/agent/affiliate?code=AGENT01')).status).toBe(200);
    const bad = await browser.get('/wps/agent/affiliate?code=NOPE99');
    expect(bad.status).toBe(400);
    expect(errorCode(bad.json())).toBe('affiliate.invalid');
  });
});
