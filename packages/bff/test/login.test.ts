import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bffSessionSchema } from '@his/shared/bff';
import { calls } from '@his/shared/calls';
import { envelopeSchema } from '@his/shared/envelope';
import { callsHandledAs } from '../src/routes/plan.ts';
import { failure, json, startFakeUpstream, token } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import {
  buildTestBff,
  loginBody,
  logIn,
  sameOrigin,
  present,
  sessionCookieOf,
  setCookieLineOf,
  testClock,
  withChallenge,
} from './helpers/bff.ts';

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  app = await buildTestBff(upstream.url, {}, { now: testClock().now });
});
afterEach(async () => {
  await app.close();
  await upstream.close();
});

const login = async (payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { ...sameOrigin, ...headers },
    payload: await withChallenge(app, payload),
  });

const bffSession = async (cookie?: string) => {
  const response = await app.inject({ url: '/bff/session', headers: cookie ? { cookie } : {} });
  return bffSessionSchema.parse(response.json());
};

describe('token-minting routes', () => {
  it.each(callsHandledAs('login'))('routes %s (a flow file names it)', (_, call) => {
    expect(app.hasRoute({ method: call.method, url: call.path })).toBe(true);
  });
});

describe('login interception', () => {
  it('answers the public value without the token and keeps the login in a new session', async () => {
    const response = await login({ ...loginBody, remember: false });

    expect(response.statusCode).toBe(200);
    const body = envelopeSchema(calls.login.publicValue).strict().parse(response.json());
    expect(body.success).toBe(true);
    expect(body.value).toEqual({
      firstTimeLogin: false,
      passwordExpired: false,
      userName: 'demo_player',
    });
    expect(response.body).not.toContain(token);
    expect(JSON.stringify(response.headers)).not.toContain(token);

    const cookie = sessionCookieOf(response);
    expect(await bffSession(cookie)).toEqual({
      loggedIn: true,
      account: 'demo_player',
      nickname: 'Demo Player',
      isAgent: 0,
    });
  });

  it('sets the session cookie HttpOnly, SameSite=Strict, Path=/ and, without remember me, no Max-Age', async () => {
    const line = setCookieLineOf(await login(loginBody));
    expect(line).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Strict');
    expect(line).toContain('Path=/');
    expect(line).not.toMatch(/Max-Age|Expires|Domain/i);
    expect(line).not.toContain('Secure');
  });

  it('gives remember me a cookie that outlives the browser by the 24-hour lifetime', async () => {
    const line = setCookieLineOf(await login({ ...loginBody, remember: true }));
    expect(line).toContain('Max-Age=86400');
  });

  it('uses Secure and the __Host- prefix outside plain-http localhost', async () => {
    const site = await buildTestBff(upstream.url, { ALLOWED_ORIGINS: 'http://play.example.com' });
    const response = await site.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'x-csrf': '1', host: 'play.example.com', origin: 'http://play.example.com' },
      payload: await withChallenge(site, loginBody),
    });
    await site.close();
    const line = setCookieLineOf(response);
    expect(line).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/);
    expect(line).toContain('Secure');
  });

  it('sends the platform an encrypted body without remember, plus the bff headers', async () => {
    await login({ ...loginBody, remember: true, loginDeviceId: 'd-1' }, { language: 'km' });

    const [sent] = upstream.calls();
    expect(sent?.path).toBe('/wps/session/login');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ value: expect.any(String) });
    expect(sent?.headers['x-digest']).toBe(JSON.parse(sent?.body ?? '').value);
    expect(upstream.decrypt(present(sent, 'the login sent upstream'))).toEqual({
      username: 'demo_player',
      password: 'Demo1234',
      type: 'username',
    });
    expect(sent?.headers).toMatchObject({
      merchant: 'hisdemo1',
      language: 'KM',
      modid: 'COMM3',
      'x-forwarded-for': '127.0.0.1',
    });
    expect(sent?.headers.authorization).toBeUndefined();
  });

  it('fetches member info with the new token', async () => {
    await login(loginBody);
    const info = upstream.calls().find((request) => request.path === '/wps/member/info');
    expect(info?.headers.authorization).toBe(token);
  });

  it('gives a new session id at login and deletes the one from before', async () => {
    const captcha = await app.inject({ url: '/wps/captcha', headers: sameOrigin });
    const before = present(sessionCookieOf(captcha), 'a pre-login session');

    const after = sessionCookieOf(await login(loginBody, { cookie: before }));
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await bffSession(after)).loggedIn).toBe(true);
    const old = await app.inject({ url: '/wps/v2/wallets/balance', headers: { cookie: before } });
    expect(old.statusCode).toBe(401);
  });

  it('passes a failed login through with its captcha request and creates no session', async () => {
    const response = await login({ ...loginBody, password: 'wrong-one' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: 'login.failed',
      value: { captcha: true },
    });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('refetches the key and retries once when the platform cannot decrypt', async () => {
    await login(loginBody);
    upstream.rotateKey();
    const response = await login(loginBody);

    expect(response.statusCode).toBe(200);
    const logins = upstream.requests.filter((request) => request.path === '/wps/session/login');
    expect(logins).toHaveLength(3);
    expect(
      upstream.requests.filter((request) => request.path === '/wps/session/key/rsa'),
    ).toHaveLength(2);
  });

  it('does not retry more than once', async () => {
    upstream.on('POST /wps/session/login', (_request, response) =>
      json(response, 400, failure('decrypt.failed')),
    );
    const response = await login(loginBody);
    expect(response.json()).toMatchObject({ errorCode: 'decrypt.failed' });
    expect(
      upstream.calls().filter((request) => request.path === '/wps/session/login'),
    ).toHaveLength(2);
  });

  it('refuses bad input with request_param_err and forwards nothing', async () => {
    for (const payload of [
      {},
      { username: 'demo_player' },
      { ...loginBody, password: 'x'.repeat(65) },
      { ...loginBody, type: 'email' },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers a broken success answer with 502 upstream.bad.answer and no session', async () => {
    upstream.on('POST /wps/session/login', (_request, response) =>
      json(response, 200, { success: true, value: { token: 'short' } }),
    );
    const response = await login(loginBody);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ errorCode: 'upstream.bad.answer' });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('still logs in when member info is unavailable, with the facts of the login answer', async () => {
    upstream.on('GET /wps/member/info', (_request, response) =>
      json(response, 500, failure('system.busy')),
    );
    const cookie = sessionCookieOf(await login(loginBody));
    expect(await bffSession(cookie)).toEqual({
      loggedIn: true,
      account: 'demo_player',
      nickname: null,
      isAgent: null,
    });
  });
});

describe('free play', () => {
  it('keeps the trial token in a fresh session and answers without it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: sameOrigin,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(token);
    expect(response.json()).toMatchObject({ success: true, value: { userName: 'trial_1' } });
    expect(JSON.parse(upstream.calls()[0]?.body ?? '')).toEqual({ platform: 'W' });
    expect(upstream.calls()[0]?.headers.modid).toBe('FREEPLAY3');
    expect((await bffSession(sessionCookieOf(response))).loggedIn).toBe(true);
  });

  it('refuses unknown fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: sameOrigin,
      payload: { token: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('logout interception', () => {
  it('ends the token upstream, destroys the session and clears the cookie', async () => {
    const cookie = await logIn(app);
    const response = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...sameOrigin, cookie },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect(setCookieLineOf(response)).toMatch(/^sid=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    const sent = upstream.calls().find((request) => request.path === '/wps/session/logout');
    expect(sent?.method).toBe('DELETE');
    expect(sent?.headers.authorization).toBe(token);
    expect((await bffSession(cookie)).loggedIn).toBe(false);
  });

  it('ends the session even when the platform fails', async () => {
    const cookie = await logIn(app);
    await upstream.close();
    const response = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...sameOrigin, cookie },
    });
    expect(response.statusCode).toBe(200);
    expect((await bffSession(cookie)).loggedIn).toBe(false);
    upstream = await startFakeUpstream();
  });

  it('answers 401 without a login and calls nobody', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: sameOrigin,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 'login.not.session' });
    expect(upstream.requests).toHaveLength(0);
  });
});
