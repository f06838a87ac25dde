import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { redisEvictionPolicy } from '../src/stores/redis-client.ts';
import { hashSessionId } from '../src/session/manager.ts';
import { startFakeUpstream } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import {
  buildTestBff,
  challengeFor,
  loginBody,
  logIn,
  present,
  sameOrigin,
  withChallenge,
} from './helpers/bff.ts';
import {
  deadRedisUrl,
  dropPrefix,
  redisUrl,
  runPrefix,
  testRedis,
  warnIfNoRedis,
} from './helpers/redis.ts';

warnIfNoRedis('the login and SMS flow');

let upstream: FakeUpstream;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  upstream = await startFakeUpstream();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await upstream.close();
});

const sms = async (bff: FastifyInstance, mobileNum = '012345678') =>
  bff.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    headers: sameOrigin,
    payload: { mobileNum, countryDialingCode: '855', challenge: await challengeFor(bff) },
  });

describe.skipIf(!redisUrl)('login and SMS limits with sessions and counters in Redis', () => {
  const base = runPrefix();
  let prefix = base;
  let inspector: Redis;

  beforeAll(async () => {
    inspector = await testRedis(redisUrl ?? '');
  });
  afterAll(async () => {
    await dropPrefix(inspector, base);
    await inspector?.quit();
  });

  const start = async () => {
    // A prefix per test: counters of one test never limit the next.
    prefix = `${base}${Math.random().toString(36).slice(2, 8)}:`;
    app = await buildTestBff(upstream.url, {
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: prefix,
      LOGIN_RATE_MAX_PER_ACCOUNT_IP: '3',
    });
    return app;
  };

  it('keeps the session in Redis, under its hash, until logout', async () => {
    const bff = await start();
    const cookie = await logIn(bff);
    const key = `${prefix}sess:${hashSessionId(cookie.slice(cookie.indexOf('=') + 1))}`;
    expect(await inspector.exists(key)).toBe(1);
    expect(await inspector.pttl(key)).toBeGreaterThan(29 * 60_000);

    const balance = await bff.inject({ url: '/wps/v2/wallets/balance', headers: { cookie } });
    expect(balance.statusCode).toBe(200);
    await bff.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...sameOrigin, cookie },
    });
    expect(await inspector.exists(key)).toBe(0);
  });

  it('finds the noeviction policy the limits need, and says when a Redis evicts or hides it', async () => {
    expect(await redisEvictionPolicy(inspector)).toBe('noeviction');
    const evicting = { config: async () => ['maxmemory-policy', 'allkeys-lru'] };
    expect(await redisEvictionPolicy(evicting)).toBe('allkeys-lru');
    const hidden = { config: () => Promise.reject(new Error('unknown command CONFIG')) };
    expect(await redisEvictionPolicy(hidden)).toBe('unknown');
  });

  it('throttles logins and SMS sends and refuses a reused challenge', async () => {
    const bff = await start();
    const wrong = { ...loginBody, password: 'wrong-pass' };
    for (let i = 0; i < 3; i += 1) {
      const attempt = await bff.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: sameOrigin,
        payload: await withChallenge(bff, wrong),
      });
      expect(attempt.statusCode).toBe(400);
    }
    const limited = await bff.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: sameOrigin,
      payload: await withChallenge(bff, wrong),
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);

    expect((await sms(bff)).statusCode).toBe(200);
    const again = await sms(bff);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(4 * 60);
    expect(await inspector.pttl(`${prefix}cnt:sms:hold:85512345678`)).toBeGreaterThan(4 * 60_000);

    const challenge = await challengeFor(bff);
    const body = { mobileNum: '099000111', countryDialingCode: '855', challenge };
    const first = await bff.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: sameOrigin,
      payload: body,
    });
    expect(first.statusCode).toBe(200);
    const reused = await bff.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: sameOrigin,
      payload: { ...body, mobileNum: '099000222' },
    });
    expect(reused.json()).toMatchObject({ errorCode: 'challenge.invalid' });
  });
});

describe('while Redis is down', () => {
  const start = async () => {
    app = await buildTestBff(upstream.url, { REDIS_URL: deadRedisUrl, REDIS_TIMEOUT_MS: '200' });
    return app;
  };

  it('still starts, is healthy but not ready', async () => {
    const bff = await start();
    expect((await bff.inject({ url: '/bff/health' })).statusCode).toBe(200);
    const ready = await bff.inject({ url: '/bff/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { sessionStore: 'down', upstream: 'ok' } });
  });

  it('refuses logins and SMS sends with 503 and sends nothing (fail closed)', async () => {
    const bff = await start();
    const login = await bff.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: sameOrigin,
      payload: await withChallenge(bff, loginBody),
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({ errorCode: 'session.store.unavailable' });
    const send = await sms(bff);
    expect(send.statusCode).toBe(503);
    expect(upstream.calls()).toHaveLength(0);
  });

  it('answers a request with a session cookie 503 session.store.unavailable, never anonymously', async () => {
    const bff = await start();
    const cookie = `sid=${'a'.repeat(43)}`;
    for (const url of ['/bff/session', '/wps/v2/wallets/balance', '/wps/system/country']) {
      const response = await bff.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toMatchObject({ errorCode: 'session.store.unavailable' });
    }
    expect(upstream.calls()).toHaveLength(0);
  });

  it('still serves what needs no session: challenges and anonymous platform reads', async () => {
    const bff = await start();
    expect((await bff.inject({ url: '/bff/challenge' })).statusCode).toBe(200);
    expect((await bff.inject({ url: '/wps/system/country' })).statusCode).toBe(200);
    present(upstream.calls()[0], 'the anonymous read');
  });
});
