import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CounterStore } from '../src/stores/counter-store.ts';
import { MemoryCounterStore } from '../src/stores/memory.ts';
import { envelope, failure, json, startFakeUpstream } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import {
  buildTestBff,
  challengeFor,
  logIn,
  sameOrigin,
  sessionCookieOf,
  testClock,
} from './helpers/bff.ts';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

let upstream: FakeUpstream;
let app: FastifyInstance | undefined;
let clock: ReturnType<typeof testClock>;

const start = async (env: Record<string, string> = {}, counterStore?: CounterStore) => {
  app = await buildTestBff(
    upstream.url,
    { TRUST_PROXY: '127.0.0.1', ...env },
    { now: clock.now, ...(counterStore ? { counterStore } : {}) },
  );
  return app;
};

beforeEach(async () => {
  upstream = await startFakeUpstream();
  clock = testClock();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await upstream.close();
});

interface Send {
  mobile?: string;
  code?: string;
  ip?: string;
  cookie?: string;
  path?: '/wps/verification/sms/noLogin' | '/wps/verification/sms/register';
}

/** One SMS send as the browser makes it (a fresh challenge each time). */
const send = async (target: FastifyInstance, options: Send = {}) => {
  const { mobile = '012345678', code = '+855', ip = '203.0.113.7', cookie } = options;
  const path = options.path ?? '/wps/verification/sms/noLogin';
  const number = path.endsWith('register') ? { mobileNo: mobile } : { mobileNum: mobile };
  return target.inject({
    method: 'POST',
    url: path,
    headers: { ...sameOrigin, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    payload: { ...number, countryDialingCode: code, challenge: await challengeFor(target) },
  });
};

const sends = () => upstream.calls().filter((request) => request.path.includes('/sms/'));

const expectLimited = (response: Awaited<ReturnType<typeof send>>, retryAfterSeconds: number) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
};

const answerExpiry = (expiredMinutes: number) => {
  for (const route of ['/wps/verification/sms/noLogin', '/wps/verification/sms/register']) {
    upstream.on(`POST ${route}`, (_request, response) =>
      json(response, 200, envelope({ expiredMinutes })),
    );
  }
};

describe('an SMS send', () => {
  it('goes to the platform as plain JSON without the challenge, the token or a cookie', async () => {
    const bff = await start();
    const cookie = await logIn(bff);
    const response = await send(bff, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const [sent] = sends();
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      mobileNum: '012345678',
      countryDialingCode: '+855',
    });
    expect(sent?.headers).toMatchObject({
      modid: 'VERIFICATION3',
      'content-type': 'application/json',
      'x-forwarded-for': '203.0.113.7',
    });
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.headers.cookie).toBeUndefined();
  });

  it('passes a refusal of the platform through', async () => {
    const bff = await start();
    upstream.on('POST /wps/verification/sms/register', (_request, response) =>
      json(response, 409, failure('mobile.taken')),
    );
    const response = await send(bff, { path: '/wps/verification/sms/register' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'mobile.taken' });
  });
});

describe('SMS throttling', () => {
  it('allows one send per session per second', async () => {
    const bff = await start();
    const first = await send(bff);
    const cookie = sessionCookieOf(first);
    expect(cookie).toBeDefined();
    expectLimited(await send(bff, { cookie, mobile: '099000111' }), 1);
    clock.advance(second);
    expect((await send(bff, { cookie, mobile: '099000111' })).statusCode).toBe(200);
    expect(sends()).toHaveLength(2);
  });

  it('holds a number for the countdown the platform answered, whoever asks', async () => {
    const bff = await start();
    answerExpiry(2);
    expect((await send(bff, { mobile: '012345678', code: '+855' })).statusCode).toBe(200);
    // The same number written otherwise, from another place and session.
    expectLimited(await send(bff, { mobile: '12345678', code: '855', ip: '198.51.100.1' }), 120);
    clock.advance(2 * minute - second);
    expectLimited(await send(bff, { path: '/wps/verification/sms/register' }), 1);
    clock.advance(second);
    expect((await send(bff)).statusCode).toBe(200);
    expect(sends()).toHaveLength(2);
  });

  it('holds a number for 60 s while its first send waits for the platform', async () => {
    const bff = await start();
    let release = () => {};
    let arrived = () => {};
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    upstream.on('POST /wps/verification/sms/noLogin', (_request, response) => {
      arrived();
      release = () => json(response, 200, envelope({ expiredMinutes: 5 }));
    });
    const first = send(bff);
    await reached;
    expectLimited(await send(bff, { ip: '198.51.100.1' }), 60);
    release();
    expect((await first).statusCode).toBe(200);
    expect(sends()).toHaveLength(1);
  });

  it('releases the number at once when the platform sends nothing', async () => {
    const bff = await start();
    upstream.on('POST /wps/verification/sms/noLogin', (_request, response) =>
      json(response, 400, failure('function.not.available')),
    );
    expect((await send(bff)).statusCode).toBe(400);
    answerExpiry(5);
    expect((await send(bff, { ip: '198.51.100.1' })).statusCode).toBe(200);
  });

  it('sends at most 5 codes to one number in 10 minutes', async () => {
    const bff = await start();
    answerExpiry(1);
    for (let i = 0; i < 5; i += 1) {
      expect((await send(bff, { ip: `198.51.100.${i}` })).statusCode).toBe(200);
      clock.advance(minute);
    }
    expectLimited(await send(bff, { ip: '198.51.100.9' }), 5 * 60);
    clock.advance(5 * minute);
    expect((await send(bff, { ip: '198.51.100.9' })).statusCode).toBe(200);
    expect(sends()).toHaveLength(6);
  });

  it('gives one IP 10 send attempts an hour, whatever their outcome', async () => {
    const bff = await start();
    upstream.on('POST /wps/verification/sms/noLogin', (_request, response) =>
      json(response, 400, failure('request_param_err')),
    );
    for (let i = 0; i < 10; i += 1) {
      expect((await send(bff, { mobile: `09900011${i}` })).statusCode).toBe(400);
    }
    expectLimited(await send(bff, { mobile: '099000120' }), 3600);
    expectLimited(await send(bff, { mobile: '099000120', ip: '203.0.113.7' }), 3600);
    expect((await send(bff, { mobile: '099000120', ip: '203.0.113.8' })).statusCode).toBe(400);
    clock.advance(hour);
    expect((await send(bff, { mobile: '099000121' })).statusCode).toBe(400);
  });

  it('keeps an hourly budget per country dialing code', async () => {
    const bff = await start({ SMS_COUNTRY_MAX_PER_HOUR: '3' });
    for (let i = 0; i < 3; i += 1) {
      const response = await send(bff, { mobile: `09900011${i}`, ip: `198.51.100.${i}` });
      expect(response.statusCode).toBe(200);
    }
    expectLimited(await send(bff, { mobile: '099000119', ip: '198.51.100.9' }), 3600);
    const elsewhere = await send(bff, { mobile: '0812345678', code: '+66', ip: '198.51.100.9' });
    expect(elsewhere.statusCode).toBe(200);
    clock.advance(hour);
    expect((await send(bff, { mobile: '099000119', ip: '198.51.100.8' })).statusCode).toBe(200);
  });

  it('stops every send past the global daily budget', async () => {
    const bff = await start({ SMS_GLOBAL_MAX_PER_DAY: '2' });
    expect((await send(bff, { mobile: '099000111', ip: '198.51.100.1' })).statusCode).toBe(200);
    expect(
      (await send(bff, { mobile: '0812345678', code: '66', ip: '198.51.100.2' })).statusCode,
    ).toBe(200);
    expectLimited(await send(bff, { mobile: '0912345678', code: '1', ip: '198.51.100.3' }), 86_400);
    clock.advance(24 * hour);
    expect(
      (await send(bff, { mobile: '0912345678', code: '1', ip: '198.51.100.3' })).statusCode,
    ).toBe(200);
  });

  it('fails closed: with its counters unreachable nothing is sent', async () => {
    const memory = new MemoryCounterStore({ maxEntries: 1000, now: clock.now });
    const broken = (key: string) => key.startsWith('sms:');
    const down = () => Promise.reject(new Error('connection refused'));
    const store: CounterStore = {
      hit: (key, windowMs) => (broken(key) ? down() : memory.hit(key, windowMs)),
      peek: (key) => (broken(key) ? down() : memory.peek(key)),
      extend: (key, windowMs) => (broken(key) ? down() : memory.extend(key, windowMs)),
      delete: (key) => (broken(key) ? down() : memory.delete(key)),
      release: (key) => (broken(key) ? down() : memory.release(key)),
    };
    const bff = await start({}, store);
    const response = await send(bff);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ errorCode: 'session.store.unavailable' });
    expect(sends()).toHaveLength(0);
  });
});
