import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeUpstream } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import { buildTestBff, loginBody, sameOrigin, testClock, withChallenge } from './helpers/bff.ts';

let upstream: FakeUpstream;
let app: FastifyInstance;
let clock: ReturnType<typeof testClock>;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  clock = testClock();
  app = await buildTestBff(
    upstream.url,
    {
      TRUST_PROXY: '127.0.0.1',
      LOGIN_RATE_MAX_PER_ACCOUNT_IP: '3',
      LOGIN_RATE_MAX_PER_IP: '5',
      LOGIN_RATE_WINDOW_MINUTES: '15',
    },
    { now: clock.now },
  );
});
afterEach(async () => {
  await app.close();
  await upstream.close();
});

const attempt = async (ip: string, username = 'demo_player', password = 'wrong-pass') =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { ...sameOrigin, 'x-forwarded-for': ip },
    payload: await withChallenge(app, { ...loginBody, username, password }),
  });

const platformLogins = () =>
  upstream.calls().filter((request) => request.path === '/wps/session/login').length;

describe('login rate limiting', () => {
  it('stops a fourth attempt on one account from one IP with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt('203.0.113.7')).statusCode).toBe(400);
    const limited = await attempt('203.0.113.7');

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect(limited.headers['retry-after']).toBe(String(15 * 60));
    expect(platformLogins()).toBe(3);
    expect(upstream.calls()[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('never locks the account itself: the victim logs in from elsewhere', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('203.0.113.7');
    const victim = await attempt('198.51.100.20', 'demo_player', 'Demo1234');
    expect(victim.statusCode).toBe(200);
  });

  it('counts only failures: a player logging in again and again is never throttled', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt('203.0.113.7', 'demo_player', 'Demo1234')).statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i += 1) expect((await attempt('203.0.113.7')).statusCode).toBe(400);
    expect((await attempt('203.0.113.7')).statusCode).toBe(429);
  });

  it('limits one IP spraying many accounts', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await attempt('203.0.113.7', `user_${i}`)).statusCode).toBe(400);
    expect((await attempt('203.0.113.7', 'user_9')).statusCode).toBe(429);
    expect((await attempt('203.0.113.8', 'user_9')).statusCode).toBe(400);
  });

  it('counts an IPv6 /64 as one client', async () => {
    for (let i = 0; i < 3; i += 1) await attempt(`2001:db8:1:2::${i + 1}`);
    expect((await attempt('2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await attempt('2001:db8:1:3::1')).statusCode).toBe(400);
  });

  it('opens again when the window has passed', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('203.0.113.7');
    clock.advance(15 * 60_000);
    expect((await attempt('203.0.113.7')).statusCode).toBe(400);
  });

  it('also limits free play per IP', async () => {
    const freePlay = () =>
      app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        headers: { ...sameOrigin, 'x-forwarded-for': '203.0.113.9' },
        payload: {},
      });
    for (let i = 0; i < 5; i += 1) expect((await freePlay()).statusCode).toBe(200);
    expect((await freePlay()).statusCode).toBe(429);
  });
});
