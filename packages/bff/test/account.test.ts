import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bffSessionSchema } from '@his/shared/bff';
import { calls } from '@his/shared/calls';
import { envelopeSchema } from '@his/shared/envelope';
import { failure, json, startFakeUpstream, token } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import {
  buildTestBff,
  logIn,
  present,
  sameOrigin,
  sessionCookieOf,
  withChallenge,
} from './helpers/bff.ts';

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  app = await buildTestBff(upstream.url);
});
afterEach(async () => {
  await app.close();
  await upstream.close();
});

const call = (method: 'POST' | 'PUT', url: string, payload: object, cookie?: string) =>
  app.inject({ method, url, headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) }, payload });

const sentTo = (path: string) =>
  present(
    upstream.calls().find((request) => request.path === path),
    `a request to ${path}`,
  );

const loggedIn = async (cookie: string | undefined) =>
  bffSessionSchema.parse(
    (await app.inject({ url: '/bff/session', headers: cookie ? { cookie } : {} })).json(),
  ).loggedIn;

const registration = {
  username: 'new_player',
  password: 'Secret123',
  confirmPassword: 'Secret123',
};

describe('registration (intercepted like login)', () => {
  it.each([
    ['/wps/member/register', registration, 'USERNAMEREG3'],
    [
      '/wps/member/register/mobile',
      { mobileNum: '012345678', countryDialingCode: '855', password: 'Secret123' },
      'MOBILENUMREG3',
    ],
  ])(
    'PUT %s: encrypted, then logged in with a fresh session and no token',
    async (path, body, modId) => {
      const captcha = await app.inject({ url: '/wps/captcha', headers: sameOrigin });
      const before = present(sessionCookieOf(captcha), 'a pre-registration session');
      const response = await call('PUT', path, await withChallenge(app, body), before);

      expect(response.statusCode).toBe(200);
      const answer = envelopeSchema(calls.register.publicValue).strict().parse(response.json());
      expect(answer.value).toMatchObject({ firstTimeLogin: true });
      expect(response.body).not.toContain(token);

      const sent = sentTo(path);
      expect(sent.method).toBe('PUT');
      expect(sent.headers).toMatchObject({ modid: modId, cookie: 'captchaId=cap-123' });
      expect(sent.headers.authorization).toBeUndefined();
      expect(upstream.decrypt(sent)).toEqual(body);
      expect(sentTo('/wps/member/info').headers.authorization).toBe(token);

      const after = sessionCookieOf(response);
      expect(after).not.toBe(before);
      expect(await loggedIn(after)).toBe(true);
      expect(await loggedIn(before)).toBe(false);
    },
  );

  it('passes a refusal through with its details and starts no session', async () => {
    const response = await call(
      'PUT',
      '/wps/member/register',
      await withChallenge(app, { ...registration, username: 'taken_name' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'username.taken',
      value: { field: 'username' },
    });
    expect(sessionCookieOf(response)).toBeUndefined();
  });
});

describe('password change and reset', () => {
  const change = {
    oldPassword: 'Demo1234',
    newPassword: 'Better123',
    confirmNewPassword: 'Better123',
  };

  it('sends a password change encrypted, with the session token', async () => {
    const cookie = await logIn(app);
    const response = await call('POST', '/wps/member/password', change, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    const sent = sentTo('/wps/member/password');
    expect(sent.headers).toMatchObject({ authorization: token, modid: 'PASS3' });
    expect(sent.body).not.toContain('Better123');
    expect(upstream.decrypt(sent)).toEqual(change);
  });

  it('answers 401 to a password change without a login and calls nobody', async () => {
    const response = await call('POST', '/wps/member/password', change);
    expect(response.statusCode).toBe(401);
    expect(upstream.calls()).toHaveLength(0);
  });

  it('passes 403 password.change.required through and keeps the login', async () => {
    const cookie = await logIn(app);
    upstream.on('GET /wps/v2/wallets/balance', (_request, response) =>
      json(response, 403, failure('password.change.required')),
    );
    const balance = await app.inject({ url: '/wps/v2/wallets/balance', headers: { cookie } });
    expect(balance.statusCode).toBe(403);
    expect(balance.json()).toMatchObject({ errorCode: 'password.change.required' });
    expect(await loggedIn(cookie)).toBe(true);
  });

  it('ends the login when the platform answers the change with 401', async () => {
    const cookie = await logIn(app);
    upstream.on('POST /wps/member/password', (_request, response) =>
      json(response, 401, failure('login.not.session')),
    );
    const response = await call('POST', '/wps/member/password', change, cookie);
    expect(response.statusCode).toBe(401);
    expect(await loggedIn(cookie)).toBe(false);
  });

  it('refetches the key and resends once when the platform cannot decrypt', async () => {
    const cookie = await logIn(app);
    upstream.rotateKey();
    const response = await call('POST', '/wps/member/password', change, cookie);
    expect(response.statusCode).toBe(200);
    const changes = upstream.calls().filter((request) => request.path === '/wps/member/password');
    expect(changes).toHaveLength(2);
  });

  it('sends a reset by SMS code encrypted, without a token', async () => {
    const cookie = await logIn(app);
    const body = { newPassword: 'Better123', mobileNum: '012345678', verificationCode: '123456' };
    const response = await call('POST', '/wps/member/password/verification', body, cookie);
    expect(response.statusCode).toBe(200);
    const sent = sentTo('/wps/member/password/verification');
    expect(sent.headers.authorization).toBeUndefined();
    expect(sent.headers.modid).toBe('CHNGPASSVERIF3');
    expect(sent.body).not.toContain('123456');
    expect(upstream.decrypt(sent)).toEqual(body);
  });

  it('turns a JSON reset by email into the form body the platform takes', async () => {
    const response = await call('POST', '/wps/member/password/email', {
      username: 'demo_player',
      email: 'demo+x@example.com',
      extra: 'dropped',
    });
    expect(response.statusCode).toBe(200);
    const sent = sentTo('/wps/member/password/email');
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent.body).toBe('username=demo_player&email=demo%2Bx%40example.com');
  });

  it('refuses a form body from the browser', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo_player&email=a%40b.c',
    });
    expect(response.statusCode).toBe(400);
    expect(upstream.calls()).toHaveLength(0);
  });
});

describe('affiliate check', () => {
  it('forwards the validated query', async () => {
    const good = await app.inject({ url: '/wps/agent/affiliate?code=AGENT01' });
    expect(good.statusCode).toBe(200);
    const bad = await app.inject({ url: '/wps/agent/affiliate?code=NOPE' });
    expect(bad.json()).toMatchObject({ errorCode: 'affiliate.invalid' });
    expect(sentTo('/wps/agent/affiliate').headers.modid).toBe('AFFMAN3');
  });
});
