import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { altchaChallengeSchema } from '@his/shared/schemas/challenge';
import { startFakeUpstream } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import {
  buildTestBff,
  challengeFor,
  loginBody,
  present,
  sameOrigin,
  sessionCookieOf,
  testClock,
} from './helpers/bff.ts';

let upstream: FakeUpstream;
let app: FastifyInstance;
let clock: ReturnType<typeof testClock>;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  clock = testClock();
  app = await buildTestBff(upstream.url, {}, { now: clock.now });
});
afterEach(async () => {
  await app.close();
  await upstream.close();
});

const post = (method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: sameOrigin, payload });

/** Every call that must carry a solved challenge, with a body that is otherwise valid. */
const challenged = [
  ['POST', '/wps/session/login', loginBody],
  ['POST', '/wps/session/login', { ...loginBody, type: '' }],
  ['PUT', '/wps/member/register', { username: 'new_player', password: 'Secret123' }],
  ['PUT', '/wps/member/register/mobile', { mobileNum: '012345678', password: 'Secret123' }],
  ['POST', '/wps/verification/sms/noLogin', { mobileNum: '012345678', countryDialingCode: '855' }],
  ['POST', '/wps/verification/sms/register', { mobileNo: '012345678', countryDialingCode: '855' }],
] as const;

describe('GET /bff/challenge', () => {
  it('answers a signed SHA-256 challenge with the configured bound, expiring in five minutes', async () => {
    const response = await app.inject({ url: '/bff/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = altchaChallengeSchema.parse(response.json());
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expires = new URLSearchParams(challenge.salt.split('?')[1]).get('expires');
    expect(Number(expires) * 1000).toBe(clock.now() + 5 * 60_000);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(upstream.requests).toHaveLength(0);
  });

  it('gives a different challenge each time', async () => {
    const first = (await app.inject({ url: '/bff/challenge' })).json<{ salt: string }>();
    const second = (await app.inject({ url: '/bff/challenge' })).json<{ salt: string }>();
    expect(first.salt).not.toBe(second.salt);
  });
});

describe('the challenge on login, registration and SMS sends', () => {
  it.each(challenged)(
    '%s %s without one answers 400 challenge.required and forwards nothing',
    async (method, url, body) => {
      const response = await post(method, url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'challenge.required' });
      expect(upstream.calls()).toHaveLength(0);
    },
  );

  it.each(challenged)(
    '%s %s with a solved one goes through, without the field, once only',
    async (method, url, body) => {
      const challenge = await challengeFor(app);
      const first = await post(method, url, { ...body, challenge });
      expect(first.statusCode).toBe(200);
      const [sent] = upstream.calls();
      const received = sent?.headers.encryption
        ? upstream.decrypt(sent)
        : JSON.parse(sent?.body ?? '{}');
      expect(received).not.toHaveProperty('challenge');
      expect(sent?.body).not.toContain(challenge);

      const again = await post(method, url, { ...body, challenge });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ errorCode: 'challenge.invalid' });
    },
  );

  it('refuses a challenge solved too late', async () => {
    const challenge = await challengeFor(app);
    clock.advance(5 * 60_000);
    const response = await post('POST', '/wps/session/login', { ...loginBody, challenge });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'challenge.invalid' });
    expect(upstream.calls()).toHaveLength(0);
  });

  it('refuses a tampered solution', async () => {
    const challenge = await challengeFor(app);
    const payload = JSON.parse(Buffer.from(challenge, 'base64').toString()) as { number: number };
    const tampered = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 }));
    const response = await post('POST', '/wps/session/login', {
      ...loginBody,
      challenge: tampered.toString('base64'),
    });
    expect(response.json()).toMatchObject({ errorCode: 'challenge.invalid' });
  });

  it('is not asked of a login by SMS code, whose send was challenged, and never forwarded', async () => {
    const send = await post('POST', '/wps/verification/sms/noLogin', {
      mobileNum: '012345678',
      countryDialingCode: '855',
      challenge: await challengeFor(app),
    });
    const cookie = present(sessionCookieOf(send), 'the session of the SMS send');
    const body = { username: '012345678', password: '123456', type: 'sms' };
    const codeLogin = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { ...sameOrigin, cookie },
        payload,
      });
    const without = await codeLogin({ ...body, countryDialingCode: '855' });
    expect(without.json()).toMatchObject({ errorCode: 'login.failed' });
    await codeLogin({ ...body, countryDialingCode: '+855', challenge: 'anything' });
    const [first, second] = upstream
      .calls()
      .filter((request) => request.path === '/wps/session/login')
      .map((request) => upstream.decrypt(request));
    expect(first).toEqual({ ...body, countryDialingCode: '855' });
    expect(present(second, 'the second login')).toEqual({ ...body, countryDialingCode: '+855' });
  });

  it('is not asked of free play', async () => {
    const response = await post('POST', '/wps/session/login/freeplay', {});
    expect(response.statusCode).toBe(200);
  });
});

describe('the challenge key', () => {
  const issuedByOneRedeemedByOther = async (env: Record<string, string>) => {
    const one = await buildTestBff(upstream.url, env);
    const other = await buildTestBff(upstream.url, env);
    try {
      const challenge = await challengeFor(one);
      const response = await other.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: sameOrigin,
        payload: { ...loginBody, challenge },
      });
      return response.json<{ errorCode: string }>().errorCode;
    } finally {
      await one.close();
      await other.close();
    }
  };

  it('is random per process by default, so another instance refuses the challenge', async () => {
    expect(await issuedByOneRedeemedByOther({})).toBe('challenge.invalid');
  });

  it('is shared by instances given the same CHALLENGE_HMAC_KEY', async () => {
    const env = { CHALLENGE_HMAC_KEY: 'k'.repeat(40) };
    expect(await issuedByOneRedeemedByOther(env)).toBe('');
  });
});
