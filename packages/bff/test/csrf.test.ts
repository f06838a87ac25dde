import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeUpstream } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import { buildTestBff, loginBody, withChallenge } from './helpers/bff.ts';

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await buildTestBff(upstream.url, { ALLOWED_ORIGINS: 'https://m.example.com' });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.requests.length = 0;
});

const login = async (headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers,
    payload: await withChallenge(app, loginBody),
  });

describe('CSRF defence on state-changing calls', () => {
  it.each([
    ['no X-CSRF header', { origin: 'http://localhost' }],
    ['a wrong X-CSRF value', { 'x-csrf': 'yes', origin: 'http://localhost' }],
    ['a foreign Origin', { 'x-csrf': '1', origin: 'https://evil.example' }],
    ['a look-alike Origin', { 'x-csrf': '1', origin: 'http://localhost.evil.example' }],
    ['another port', { 'x-csrf': '1', origin: 'http://localhost:8081' }],
    ['a malformed Origin', { 'x-csrf': '1', origin: 'not a url' }],
    ['no Origin and no Sec-Fetch-Site', { 'x-csrf': '1' }],
    ['no Origin and a cross-site fetch', { 'x-csrf': '1', 'sec-fetch-site': 'cross-site' }],
    [
      'Origin null from a cross-site sandbox',
      { 'x-csrf': '1', origin: 'null', 'sec-fetch-site': 'cross-site' },
    ],
  ])('refuses %s with 403 csrf.rejected and forwards nothing', async (_name, headers) => {
    const response = await login(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'csrf.rejected' });
    expect(upstream.requests).toHaveLength(0);
  });

  it.each([
    ['its own origin', { 'x-csrf': '1', origin: 'http://localhost' }],
    ['an allowed origin', { 'x-csrf': '1', origin: 'https://m.example.com' }],
    ['no Origin but a same-origin fetch', { 'x-csrf': '1', 'sec-fetch-site': 'same-origin' }],
  ])('lets %s through', async (_name, headers) => {
    const response = await login(headers);
    expect(response.statusCode).toBe(200);
  });

  it('checks logout and unknown paths too, before anything else', async () => {
    for (const [method, url] of [
      ['DELETE', '/wps/session/logout'],
      ['POST', '/wps/anything'],
      ['PUT', '/bff/session'],
      ['POST', '/lgw/bet'],
    ] as const) {
      const response = await app.inject({ method, url, headers: { origin: 'http://localhost' } });
      expect(response.statusCode).toBe(403);
    }
    expect(upstream.requests).toHaveLength(0);
  });

  it('does not ask safe methods for the header', async () => {
    const response = await app.inject({
      url: '/wps/system/country',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
