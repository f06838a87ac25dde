import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeUpstream } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import {
  buildTestBff,
  challengeFor,
  loginBody,
  logIn,
  sameOrigin,
  sessionCookieOf,
  testClock,
  withChallenge,
} from './helpers/bff.ts';

/**
 * The eviction attacks of issue 12, scaled down: with every in-memory store bounded at 100
 * entries, cheap requests from other addresses must neither push out a limit, a hold, a
 * redeemed challenge or a logged-in session, nor get past a full store.
 */
const bound = 100;
/** More keys than any one store holds. */
const flood = 3 * bound;

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  app = await buildTestBff(
    upstream.url,
    {
      TRUST_PROXY: '127.0.0.1',
      SESSION_MAX_ENTRIES: String(bound),
      ANONYMOUS_SESSION_MAX_ENTRIES: String(bound),
      LIMIT_MAX_ENTRIES: String(bound),
      LOGIN_RATE_MAX_PER_ACCOUNT_IP: '2',
      SMS_IP_MAX_PER_HOUR: String(10 * flood),
    },
    { now: testClock().now },
  );
});
afterEach(async () => {
  await app.close();
  await upstream.close();
});

const from = (ip: string, cookie?: string) => ({
  ...sameOrigin,
  'x-forwarded-for': ip,
  ...(cookie ? { cookie } : {}),
});
/** Address number `i` of the flood (documentation range, one per request). */
const floodAddress = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

const login = async (ip: string, body: object) =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: from(ip),
    payload: await withChallenge(app, body),
  });

/** Cheap login attempts (no proof of work needed), each from its own address and account. */
const floodLogins = async () => {
  const statuses = new Set<number>();
  for (let i = 0; i < flood; i += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: from(floodAddress(i)),
      payload: { username: `0${10_000_000 + i}`, password: '000000', type: 'sms' },
    });
    statuses.add(response.statusCode);
  }
  return statuses;
};

const platformCalls = (path: string) =>
  upstream.calls().filter((request) => request.path === path).length;

describe('limits under a flood of cheap requests', () => {
  it('keeps an address throttled: the flood fills the store and is refused, it forgets nothing', async () => {
    const wrong = { ...loginBody, password: 'wrong-pass' };
    for (let i = 0; i < 2; i += 1) await login('203.0.113.7', wrong);
    expect((await login('203.0.113.7', wrong)).statusCode).toBe(429);

    const statuses = await floodLogins();
    // Full: the rest of the flood fails closed.
    expect(statuses).toContain(503);

    const after = await login('203.0.113.7', wrong);
    expect(after.statusCode).toBe(429);
    expect(platformCalls('/wps/session/login')).toBe(2);
  });

  it('answers 503 to a login the full store cannot count, and forwards nothing', async () => {
    await floodLogins();
    const response = await login('203.0.113.99', loginBody);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ errorCode: 'session.store.unavailable' });
    expect(platformCalls('/wps/session/login')).toBe(0);
  });

  it('adds no key for an attempt its address is refused: one address cannot fill the store', async () => {
    const limited = await buildTestBff(
      upstream.url,
      { TRUST_PROXY: '127.0.0.1', LIMIT_MAX_ENTRIES: String(bound), LOGIN_RATE_MAX_PER_IP: '5' },
      { now: testClock().now },
    );
    for (let i = 0; i < flood; i += 1) {
      const response = await limited.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: from('203.0.113.50'),
        payload: { username: `user_${i}`, password: '000000', type: 'sms' },
      });
      expect(response.statusCode).not.toBe(503);
    }
    const other = await limited.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: from('203.0.113.51'),
      payload: await withChallenge(limited, loginBody),
    });
    await limited.close();
    expect(other.statusCode).toBe(200);
  });

  it('keeps a redeemed challenge redeemed', async () => {
    const challenge = await challengeFor(app);
    expect((await login('203.0.113.7', { ...loginBody, challenge })).statusCode).toBe(200);
    await floodLogins();

    const replay = await login('203.0.113.8', { ...loginBody, challenge });
    expect(replay.json()).toMatchObject({ errorCode: 'challenge.invalid' });
    expect(platformCalls('/wps/session/login')).toBe(1);
  });

  it("keeps a number's countdown and SMS budget", async () => {
    const send = async (ip: string, mobileNum: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: from(ip),
        payload: { mobileNum, countryDialingCode: '855', challenge: await challengeFor(app) },
      });
    expect((await send('203.0.113.7', '012345678')).statusCode).toBe(200);
    await floodLogins();

    const again = await send('203.0.113.8', '012345678');
    expect(again.statusCode).toBe(429);
    expect(platformCalls('/wps/verification/sms/noLogin')).toBe(1);
  });
});

describe('sessions under a flood of anonymous requests', () => {
  it('never logs a member out: anonymous captcha fetches only push out each other', async () => {
    const member = await logIn(app);
    for (let i = 0; i < flood; i += 1) {
      const captcha = await app.inject({ url: '/wps/captcha?t=1', headers: from(floodAddress(i)) });
      expect(sessionCookieOf(captcha)).toBeDefined();
    }
    const session = await app.inject({ url: '/bff/session', headers: { cookie: member } });
    expect(session.json()).toMatchObject({ loggedIn: true });
  });

  it('refuses a login past the bound of logged-in sessions and keeps the members it has', async () => {
    const members: string[] = [];
    for (let i = 0; i < bound; i += 1) {
      const response = await login(floodAddress(i), loginBody);
      members.push(sessionCookieOf(response) ?? '');
    }
    const refused = await login('203.0.113.7', loginBody);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ errorCode: 'session.store.unavailable' });
    const first = await app.inject({ url: '/bff/session', headers: { cookie: members[0] } });
    expect(first.json()).toMatchObject({ loggedIn: true });
  }, 120_000);
});
