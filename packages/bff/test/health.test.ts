import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../src/stores/session-store.ts';
import { startFakeUpstream } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import { buildTestBff, sameOrigin, withChallenge } from './helpers/bff.ts';

/** A session store whose backend is down. */
const downStore: SessionStore = {
  get: () => Promise.reject(new Error('connection refused')),
  set: () => Promise.reject(new Error('connection refused')),
  delete: () => Promise.reject(new Error('connection refused')),
};

let upstream: FakeUpstream;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  upstream = await startFakeUpstream();
});
afterEach(async () => {
  await app?.close();
  await upstream.close();
});

describe('health and readiness', () => {
  it('is healthy and ready when the store and the platform answer', async () => {
    app = await buildTestBff(upstream.url);
    expect((await app.inject({ url: '/bff/health' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/bff/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { sessionStore: 'ok', upstream: 'ok' },
    });
    expect(upstream.requests[0]?.path).toBe('/wps/session/key/rsa');
    expect(upstream.requests[0]?.headers.merchant).toBe('hisdemo1');
  });

  it('is not ready while the platform is down, but still healthy', async () => {
    app = await buildTestBff(upstream.url, { READY_TIMEOUT_MS: '200' });
    await upstream.close();
    const ready = await app.inject({ url: '/bff/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not-ready',
      checks: { sessionStore: 'ok', upstream: 'down' },
    });
    expect((await app.inject({ url: '/bff/health' })).statusCode).toBe(200);
    upstream = await startFakeUpstream();
  });

  it('is not ready while the platform answers something else than its key', async () => {
    upstream.on('GET /wps/session/key/rsa', (_request, response) => {
      response.writeHead(502);
      response.end('bad gateway');
    });
    app = await buildTestBff(upstream.url);
    expect((await app.inject({ url: '/bff/ready' })).statusCode).toBe(503);
  });

  it('is not ready, and fails closed, while the session store is down', async () => {
    app = await buildTestBff(upstream.url, {}, { sessionStore: downStore });
    const ready = await app.inject({ url: '/bff/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { sessionStore: 'down' } });

    const session = await app.inject({
      url: '/bff/session',
      headers: { cookie: `sid=${'a'.repeat(43)}` },
    });
    expect(session.statusCode).toBe(503);
    expect(session.json()).toMatchObject({ errorCode: 'session.store.unavailable' });

    upstream.requests.length = 0;
    const login = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: sameOrigin,
      payload: await withChallenge(app, { username: 'demo_player', password: 'Demo1234' }),
    });
    expect(login.statusCode).toBe(503);
  });
});
