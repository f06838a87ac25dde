import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildUpstream } from '../src/app.ts';
import { lastSmsCode, outbox, resetByEmail, sendSms } from './helpers/accounts.ts';
import { fakeClock } from './helpers/clock.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import {
  encryptedLogin,
  envelope,
  get,
  loginToken,
  qa,
  resetData,
  send,
  startTestUpstream,
  testConfig,
} from './helpers/upstream.ts';

let up: TestUpstream;
let withoutQa: FastifyInstance;

const qaPaths = [
  ['POST', '/qa/site-state'],
  ['POST', '/qa/modules'],
  ['POST', '/qa/reset'],
  ['GET', '/qa/captcha/last'],
  ['POST', '/qa/sessions/expire'],
  ['POST', '/qa/captcha/force'],
  ['GET', '/qa/sms/last?mobile=012345678'],
  ['GET', '/qa/outbox'],
  ['POST', '/qa/members/flags'],
  ['POST', '/qa/members'],
  ['POST', '/qa/register-rules'],
  ['GET', '/qa/members?account=demo_player'],
] as const;

beforeAll(async () => {
  up = await startTestUpstream();
  // A second app on the same database with the controls off (the default).
  withoutQa = await buildUpstream(testConfig({ qaControls: false }), {
    db: up.db,
    clock: fakeClock(),
  });
});
afterAll(async () => {
  await withoutQa.close();
  await up.close();
});
beforeEach(() => resetData(up.app));

describe('QA controls', () => {
  it.each(qaPaths)('%s %s answers 404 when QA_CONTROLS is off', async (method, url) => {
    const response = await withoutQa.inject({
      method,
      url,
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it('sets the site state the status call reports', async () => {
    const status = async () => (await get(up.app, '/wps/system/status')).json().value;
    expect((await qa(up.app, '/qa/site-state', { state: 'maintenance' })).json()).toEqual({
      state: 'maintenance',
    });
    expect(await status()).toMatchObject({ maintenance: true, regionRestriction: false });
    await qa(up.app, '/qa/site-state', { state: 'restricted' });
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: true });
    await qa(up.app, '/qa/site-state', { state: 'normal' });
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: false });
  });

  it('toggles a module in the tree and in call gating', async () => {
    await qa(up.app, '/qa/modules', { modId: 'CAPTCHA3', enabled: false });
    const tree = (await get(up.app, '/wps/system/whitelabel')).json().value;
    expect(tree.childrenNodes.find((n: { modId: string }) => n.modId === 'CAPTCHA3').enabled).toBe(
      '0',
    );
    expect(envelope(await get(up.app, '/wps/captcha')).errorCode).toBe('function.not.available');
    await qa(up.app, '/qa/modules', { modId: 'CAPTCHA3', enabled: true });
    expect((await get(up.app, '/wps/captcha')).statusCode).toBe(200);
  });

  it('switches children off with their parent', async () => {
    await qa(up.app, '/qa/modules', { modId: 'COMM3', enabled: false });
    expect(envelope(await get(up.app, '/wps/system/country')).errorCode).toBe(
      'function.not.available',
    );
  });

  it('resets members, balances, modules, site state and counters', async () => {
    const trial = envelope(await send(up.app, 'POST', '/wps/session/login/freeplay', {})).value as {
      token: string;
    };
    await qa(up.app, '/qa/modules', { modId: 'FREEPLAY3', enabled: false });
    await qa(up.app, '/qa/site-state', { state: 'maintenance' });
    await qa(up.app, '/qa/captcha/force', { on: true });
    await qa(up.app, '/qa/register-rules', { field: 'qqNum', enabled: true, required: true });
    expect((await qa(up.app, '/qa/reset')).json()).toEqual({ reset: true });
    const rules = (await get(up.app, '/wps/system/setting/register')).json().value;
    expect(rules.qqNum).toMatchObject({ enabled: false, required: false });
    expect((await get(up.app, '/wps/member/info', { Authorization: trial.token })).statusCode).toBe(
      401,
    );
    const status = (await get(up.app, '/wps/system/status')).json().value;
    expect(status.maintenance).toBe(false);
    expect((await send(up.app, 'POST', '/wps/session/login/freeplay', {})).statusCode).toBe(200);
    const token = await loginToken(up.app, 'demo_player', 'Demo1234');
    const balance = (await get(up.app, '/wps/v2/wallets/balance', { Authorization: token })).json()
      .value;
    expect(balance.sumBalance).toBe(10000);
  });

  it('tells the last captcha issued, matching its cookie and its image', async () => {
    expect((await up.app.inject({ method: 'GET', url: '/qa/captcha/last' })).statusCode).toBe(404);
    const captcha = await get(up.app, '/wps/captcha');
    const last = (await up.app.inject({ method: 'GET', url: '/qa/captcha/last' })).json();
    expect(last.captchaId).toBe(captcha.cookies.find((c) => c.name === 'captchaId')?.value);
    expect(last.answer).toMatch(/^[A-Z0-9]{5}$/);
    expect(last.image).toBe(captcha.json().value);
  });

  it('refuses bad input with coded 4xx', async () => {
    const bad = [
      ['/qa/site-state', { state: 'closed' }],
      ['/qa/modules', { modId: 'NOPE3', enabled: true }],
      ['/qa/modules', { modId: 'FREEPLAY3', enabled: 'yes' }],
      ['/qa/sessions/expire', {}],
      ['/qa/captcha/force', { on: 1 }],
      ['/qa/register-rules', { field: 'username', enabled: false }],
      ['/qa/register-rules', { field: 'birthday', enabled: true }],
      ['/qa/register-rules', { field: 'qqNum', enabled: false, required: true }],
      ['/qa/register-rules', { field: 'qqNum', enabled: 'yes' }],
    ] as const;
    for (const [url, body] of bad) {
      const response = await qa(up.app, url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errorCode).toBe('request_param_err');
    }
    const unknown = await qa(up.app, '/qa/sessions/expire', { account: 'nobody' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad input to the account controls with coded 4xx', async () => {
    for (const body of [
      {},
      { account: 'demo_player', mustChange: 'yes' },
      { account: 'x', y: 1 },
    ]) {
      const response = await qa(up.app, '/qa/members/flags', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errorCode).toBe('request_param_err');
    }
    expect((await qa(up.app, '/qa/members/flags', { account: 'nobody' })).statusCode).toBe(404);
    for (const query of ['', '?mobile=abc', '?mobile=012345678&x=1', '?mobile=12']) {
      const response = await up.app.inject({ method: 'GET', url: `/qa/sms/last${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorCode).toBe('request_param_err');
    }
  });

  it('makes a member through the registration, with a number, who can log in', async () => {
    const made = await qa(up.app, '/qa/members', {
      username: 'QaMade01',
      password: 'Secret123',
      mobileNum: '0961112233',
    });
    expect(made.json()).toEqual({ account: 'QaMade01' });
    const login = await encryptedLogin(up.app, { username: 'qamade01', password: 'Secret123' });
    expect(envelope(login).value).toMatchObject({ userName: 'QaMade01' });
    const { token } = envelope(login).value as { token: string };
    const info = await get(up.app, '/wps/member/info', { Authorization: token });
    expect(info.json().value).toMatchObject({ account: 'QaMade01', mobile: '096111****' });
    const kept = await up.app.inject({ method: 'GET', url: '/qa/members?account=qamade01' });
    expect(kept.json()).toEqual({
      account: 'QaMade01',
      email: null,
      mobile: '0961112233',
      mobileDialingCode: '+855',
      profile: {},
      hasPaymentPassword: false,
    });
    const nobody = await up.app.inject({ method: 'GET', url: '/qa/members?account=nobody' });
    expect(nobody.statusCode).toBe(404);
    const bad = await up.app.inject({ method: 'GET', url: '/qa/members?account=' });
    expect(bad.json()).toMatchObject({ errorCode: 'request_param_err' });
  });

  it('refuses a member it cannot make, and makes nothing', async () => {
    const taken = await qa(up.app, '/qa/members', {
      username: 'demo_player',
      password: 'Secret123',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('username.taken');
    const takenNumber = await qa(up.app, '/qa/members', {
      username: 'QaMade02',
      password: 'Secret123',
      mobileNum: '012345678',
    });
    expect(takenNumber.json().errorCode).toBe('mobile.taken');
    for (const body of [
      {},
      { username: 'QaMade03' },
      { username: 'QaMade03', password: 'Secret123', mobileNum: 'abc' },
    ]) {
      const response = await qa(up.app, '/qa/members', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errorCode).toBe('request_param_err');
    }
    const login = await encryptedLogin(up.app, { username: 'QaMade02', password: 'Secret123' });
    expect(login.statusCode).not.toBe(200);
  });

  it('forgets the SMS codes and empties the outbox on reset', async () => {
    await sendSms(up.app, 'noLogin', '012345678');
    await resetByEmail(up.app, 'demo_player', 'demo_player@example.com');
    expect(await outbox(up.app)).toHaveLength(1);
    expect((await lastSmsCode(up.app, '012345678')).code).toMatch(/^\d{6}$/);
    await resetData(up.app);
    expect(await outbox(up.app)).toEqual([]);
    const last = await up.app.inject({ method: 'GET', url: '/qa/sms/last?mobile=012345678' });
    expect(last.statusCode).toBe(404);
  });
});
