import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { envelope, json, startFakeUpstream, token } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import { buildTestBff, challengeFor, logIn, sameOrigin, testClock } from './helpers/bff.ts';

/**
 * The SMS code that binds a number to the logged-in member (`smsBind`, issue 14): allow-listed
 * as an SMS send, so it needs a login and a solved challenge, carries the session's token, and
 * goes through the same throttling as the other sends (per session, per number, …).
 */
let upstream: FakeUpstream;
let app: FastifyInstance | undefined;
let clock: ReturnType<typeof testClock>;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  upstream.on('POST /wps/verification/sms/bind', (_request, response) =>
    json(response, 200, envelope({ expiredMinutes: 5 })),
  );
  clock = testClock();
  app = await buildTestBff(upstream.url, { TRUST_PROXY: '127.0.0.1' }, { now: clock.now });
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await upstream.close();
});

const bindSends = () =>
  upstream.calls().filter((request) => request.path === '/wps/verification/sms/bind');

const send = async (
  target: FastifyInstance,
  options: { cookie?: string; mobile?: string; challenge?: boolean; path?: string } = {},
) => {
  const { cookie, mobile = '0961234567', challenge = true } = options;
  const number = options.path?.endsWith('register') ? { mobileNo: mobile } : { mobileNum: mobile };
  return target.inject({
    method: 'POST',
    url: options.path ?? '/wps/verification/sms/bind',
    headers: { ...sameOrigin, 'x-forwarded-for': '203.0.113.9', ...(cookie ? { cookie } : {}) },
    payload: {
      ...number,
      countryDialingCode: '+855',
      ...(challenge ? { challenge: await challengeFor(target) } : {}),
    },
  });
};

describe('the SMS send for binding a mobile number', () => {
  it('needs a login: without one nothing is sent', async () => {
    const bff = app as FastifyInstance;
    const response = await send(bff);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 'login.not.session' });
    expect(bindSends()).toHaveLength(0);
  });

  it('needs a solved challenge', async () => {
    const bff = app as FastifyInstance;
    const cookie = await logIn(bff);
    const response = await send(bff, { cookie, challenge: false });
    expect(response.json()).toMatchObject({ errorCode: 'challenge.required' });
    expect(bindSends()).toHaveLength(0);
  });

  it('goes to the platform with the token, without the challenge', async () => {
    const bff = app as FastifyInstance;
    const cookie = await logIn(bff);
    const response = await send(bff, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const [sent] = bindSends();
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      mobileNum: '0961234567',
      countryDialingCode: '+855',
    });
    expect(sent?.headers.authorization).toBe(token);
  });

  it('is throttled like every SMS send: per session and per number', async () => {
    const bff = app as FastifyInstance;
    const cookie = await logIn(bff);
    expect((await send(bff, { cookie })).statusCode).toBe(200);
    // The same session a moment later, for another number.
    const again = await send(bff, { cookie, mobile: '0961234568' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    clock.advance(1000);
    // The first number is held for its countdown (5 minutes), whichever call asks for it.
    const held = await send(bff, { cookie, path: '/wps/verification/sms/noLogin' });
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe(String(5 * 60 - 1));
    expect(bindSends()).toHaveLength(1);
  });
});
