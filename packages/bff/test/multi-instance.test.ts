import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { BffDeps } from '../src/app.ts';
import { MemoryCounterStore, MemorySessionStore } from '../src/stores/memory.ts';
import { startFakeUpstream } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import {
  buildTestBff,
  challengeFor,
  loginBody,
  logIn,
  sameOrigin,
  testClock,
  withChallenge,
} from './helpers/bff.ts';
import { dropPrefix, redisUrl, runPrefix, testRedis, warnIfNoRedis } from './helpers/redis.ts';

warnIfNoRedis('the two-instance tests');

/** How two instances get one shared state: env for Redis, or the same store objects. */
interface Sharing {
  env: Record<string, string>;
  deps: BffDeps;
}

const sharedEnv = {
  CHALLENGE_HMAC_KEY: 'shared-challenge-key-of-this-deployment-0123',
  LOGIN_RATE_MAX_PER_ACCOUNT_IP: '2',
};

const twoInstances = (name: string, sharing: () => Sharing) => {
  describe(`two bff instances sharing ${name}`, () => {
    let upstream: FakeUpstream;
    let a: FastifyInstance;
    let b: FastifyInstance;

    beforeEach(async () => {
      upstream = await startFakeUpstream();
      const { env, deps } = sharing();
      a = await buildTestBff(upstream.url, { ...sharedEnv, ...env }, deps);
      b = await buildTestBff(upstream.url, { ...sharedEnv, ...env }, deps);
    });
    afterEach(async () => {
      await a.close();
      await b.close();
      await upstream.close();
    });

    const loggedInAt = async (app: FastifyInstance, cookie: string) =>
      (await app.inject({ url: '/bff/session', headers: { cookie } })).json<{ loggedIn: boolean }>()
        .loggedIn;

    it('share sessions: log in on A, play on B, log out on B, and A has forgotten it', async () => {
      const cookie = await logIn(a);
      expect(await loggedInAt(b, cookie)).toBe(true);
      const balance = await b.inject({ url: '/wps/v2/wallets/balance', headers: { cookie } });
      expect(balance.statusCode).toBe(200);

      const logout = await b.inject({
        method: 'DELETE',
        url: '/wps/session/logout',
        headers: { ...sameOrigin, cookie },
      });
      expect(logout.statusCode).toBe(200);
      expect(await loggedInAt(a, cookie)).toBe(false);
      const stale = await a.inject({ url: '/wps/v2/wallets/balance', headers: { cookie } });
      expect(stale.statusCode).toBe(401);
    });

    it('share login limits', async () => {
      const attempt = async (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/wps/session/login',
          headers: sameOrigin,
          payload: await withChallenge(app, { ...loginBody, password: 'wrong-pass' }),
        });
      expect((await attempt(a)).statusCode).toBe(400);
      expect((await attempt(b)).statusCode).toBe(400);
      expect((await attempt(a)).statusCode).toBe(429);
    });

    it('share challenges: issued by A, redeemed on B, refused when reused on A', async () => {
      const challenge = await challengeFor(a);
      const body = { ...loginBody, challenge };
      const login = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/wps/session/login',
          headers: sameOrigin,
          payload: body,
        });
      expect((await login(b)).statusCode).toBe(200);
      expect((await login(a)).json()).toMatchObject({ errorCode: 'challenge.invalid' });
    });

    it('share SMS countdowns', async () => {
      const send = async (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/wps/verification/sms/noLogin',
          headers: sameOrigin,
          payload: {
            mobileNum: '012345678',
            countryDialingCode: '855',
            challenge: await challengeFor(app),
          },
        });
      expect((await send(a)).statusCode).toBe(200);
      expect((await send(b)).statusCode).toBe(429);
    });
  });
};

twoInstances('in-process stores', () => {
  const clock = testClock();
  return {
    env: {},
    deps: {
      now: clock.now,
      sessionStore: new MemorySessionStore({ maxEntries: 1000, now: clock.now }),
      counterStore: new MemoryCounterStore({ maxEntries: 1000, now: clock.now }),
    },
  };
});

describe.skipIf(!redisUrl)('with Redis', () => {
  const base = runPrefix();
  let inspector: Redis;
  beforeAll(async () => {
    inspector = await testRedis(redisUrl ?? '');
  });
  afterAll(async () => {
    await dropPrefix(inspector, base);
    await inspector?.quit();
  });

  // Each instance opens its own connection, as separate processes would.
  twoInstances('one Redis', () => ({
    env: {
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: `${base}${Math.random().toString(36).slice(2, 8)}:`,
    },
    deps: {},
  }));
});
