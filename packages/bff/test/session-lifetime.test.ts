import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeUpstream } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import { buildTestBff, loginBody, logIn, testClock } from './helpers/bff.ts';

const minute = 60_000;
const hour = 60 * minute;

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

const loggedIn = async (cookie: string) =>
  (await app.inject({ url: '/bff/session', headers: { cookie } })).json<{ loggedIn: boolean }>()
    .loggedIn;

describe('session lifetime (defaults: 30 min idle, 12 h absolute, 24 h with remember me)', () => {
  it('ends a session left idle for 30 minutes', async () => {
    const cookie = await logIn(app);
    clock.advance(29 * minute);
    expect(await loggedIn(cookie)).toBe(true);
    clock.advance(30 * minute);
    expect(await loggedIn(cookie)).toBe(false);
    const balance = await app.inject({ url: '/wps/v2/wallets/balance', headers: { cookie } });
    expect(balance.statusCode).toBe(401);
  });

  it('keeps an active session alive past the idle limit (rolling)', async () => {
    const cookie = await logIn(app);
    for (let i = 0; i < 8; i += 1) {
      clock.advance(20 * minute);
      expect(await loggedIn(cookie)).toBe(true);
    }
  });

  it('ends even an active session at the 12-hour absolute limit', async () => {
    const cookie = await logIn(app);
    for (let elapsed = 0; elapsed < 12 * hour - 20 * minute; elapsed += 20 * minute) {
      clock.advance(20 * minute);
      expect(await loggedIn(cookie)).toBe(true);
    }
    clock.advance(20 * minute);
    expect(await loggedIn(cookie)).toBe(false);
  });

  it('gives remember me 24 hours, still with the idle limit', async () => {
    const cookie = await logIn(app, { ...loginBody, remember: true });
    for (let elapsed = 0; elapsed < 24 * hour - 20 * minute; elapsed += 20 * minute) {
      clock.advance(20 * minute);
      expect(await loggedIn(cookie)).toBe(true);
    }
    clock.advance(20 * minute);
    expect(await loggedIn(cookie)).toBe(false);

    const idle = await logIn(app, { ...loginBody, remember: true });
    clock.advance(31 * minute);
    expect(await loggedIn(idle)).toBe(false);
  });

  it('ignores a cookie that is not a session id it issued', async () => {
    for (const cookie of ['sid=abc', `sid=${'A'.repeat(43)}`, 'sid=../../etc/passwd']) {
      expect(await loggedIn(cookie)).toBe(false);
    }
  });
});
