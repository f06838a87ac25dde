import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeUpstream } from './helpers/fake-upstream.ts';
import type { FakeHandler, FakeUpstream } from './helpers/fake-upstream.ts';
import { buildTestBff, loginBody, sameOrigin, withChallenge } from './helpers/bff.ts';

let upstream: FakeUpstream;
let app: FastifyInstance;
/** Logins the platform holds (hashing a password, slowly) until the test lets them go. */
let held: (() => void)[];

beforeEach(async () => {
  upstream = await startFakeUpstream();
  held = [];
  app = await buildTestBff(upstream.url, {
    TRUST_PROXY: '127.0.0.1',
    LOGIN_CONCURRENCY: '2',
    LOGIN_QUEUE_MAX: '2',
    LOGIN_QUEUE_TIMEOUT_MS: '1000',
    UPSTREAM_TIMEOUT_MS: '60000',
  });
});
afterEach(async () => {
  for (const release of held) release();
  await app.close();
  await upstream.close();
});

/** Holds every platform login until released, then answers as the fake platform does. */
const holdLogins = (answer: FakeHandler) =>
  upstream.on('POST /wps/session/login', (request, response) => {
    held.push(() => void answer(request, response));
  });

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

const platformLogins = () =>
  upstream.calls().filter((request) => request.path === '/wps/session/login').length;

const login = async (i: number) =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { ...sameOrigin, 'x-forwarded-for': `203.0.113.${i + 1}` },
    payload: await withChallenge(app, loginBody),
  });

describe('logins forwarded at once', () => {
  it('forwards LOGIN_CONCURRENCY, queues LOGIN_QUEUE_MAX, refuses the rest with 503 and Retry-After', async () => {
    holdLogins((_request, response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          success: false,
          value: null,
          message: 'wrong',
          errorCode: 'login.failed',
        }),
      );
    });
    const bodies = await Promise.all([0, 1, 2, 3, 4, 5].map(() => withChallenge(app, loginBody)));
    const done: { statusCode: number; retryAfter: unknown; code: unknown }[] = [];
    const answers = bodies.map(async (payload, i) => {
      const response = await app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { ...sameOrigin, 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload,
      });
      done.push({
        statusCode: response.statusCode,
        retryAfter: response.headers['retry-after'],
        code: response.json<{ errorCode: unknown }>().errorCode,
      });
    });
    await until(() => held.length === 2);

    // Reads are not behind the logins.
    const read = await app.inject({ url: '/wps/system/country' });
    expect(read.statusCode).toBe(200);

    // Two find no room in the queue and are refused at once, two more after their wait.
    await until(() => done.length === 4);
    expect(done).toEqual(
      Array.from({ length: 4 }, () => ({
        statusCode: 503,
        retryAfter: '1',
        code: 'upstream.unavailable',
      })),
    );
    expect(platformLogins()).toBe(2);

    for (const release of held.splice(0)) release();
    await Promise.all(answers);
    expect(done.slice(4).map(({ statusCode }) => statusCode)).toEqual([400, 400]);
  });

  it('hands a freed slot to the next login waiting', async () => {
    holdLogins((_request, response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ success: false, value: null, message: 'x', errorCode: 'login.failed' }),
      );
    });
    const first = [login(0), login(1)];
    await until(() => held.length === 2);
    const queued = login(2);
    await until(() => app.loginGate.load.waiting === 1);
    held.shift()?.();
    await until(() => held.length === 2);
    for (const release of held.splice(0)) release();
    expect((await queued).statusCode).toBe(400);
    await Promise.all(first);
    expect(app.loginGate.load).toEqual({ running: 0, waiting: 0 });
  });
});
