import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeUpstream } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import { buildTestBff, loginBody, withChallenge } from './helpers/bff.ts';

let upstream: FakeUpstream;
/** No ALLOWED_ORIGINS: development, where only a loopback origin matching the request passes. */
let app: FastifyInstance;
/** A deployed site: its origins configured, `Host` never trusted. */
let site: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await buildTestBff(upstream.url);
  site = await buildTestBff(upstream.url, {
    ALLOWED_ORIGINS: 'https://www.example.com,https://m.example.com',
  });
});
afterAll(async () => {
  await app.close();
  await site.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.requests.length = 0;
});

const login = async (headers: Record<string, string>, to: FastifyInstance = app) =>
  to.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers,
    payload: await withChallenge(to, loginBody),
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
    ['its own loopback origin', { 'x-csrf': '1', origin: 'http://localhost' }],
    ['no Origin but a same-origin fetch', { 'x-csrf': '1', 'sec-fetch-site': 'same-origin' }],
  ])('lets %s through in development', async (_name, headers) => {
    const response = await login(headers);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a configured origin', { 'x-csrf': '1', origin: 'https://m.example.com' }],
    ['another configured origin', { 'x-csrf': '1', origin: 'https://www.example.com' }],
  ])('lets %s of a deployed site through', async (_name, headers) => {
    const response = await login(headers, site);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [
      'an Origin that only matches a forged Host',
      'site',
      { 'x-csrf': '1', host: 'evil.example', origin: 'http://evil.example' },
    ],
    [
      'a loopback Origin once origins are configured',
      'site',
      { 'x-csrf': '1', origin: 'http://localhost' },
    ],
    [
      'a non-loopback Origin matching Host when no origin is configured',
      'app',
      { 'x-csrf': '1', host: 'play.example.com', origin: 'http://play.example.com' },
    ],
  ])('never trusts Host: refuses %s', async (_name, to, headers) => {
    const response = await login(headers, to === 'site' ? site : app);
    expect(response.statusCode).toBe(403);
    expect(upstream.requests).toHaveLength(0);
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

  it.each([
    ['GET', '/wps/system/country'],
    ['GET', '/bff/session'],
    ['GET', '/lgw/games/game_menus'],
  ])('refuses a cross-site fetch of %s %s whatever the method', async (method, url) => {
    const response = await app.inject({ method, url, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'csrf.rejected' });
    expect(upstream.requests).toHaveLength(0);
  });

  it.each(['same-origin', 'same-site', 'none'])(
    'lets a %s fetch of a safe call through',
    async (value) => {
      const response = await app.inject({
        url: '/wps/system/country',
        headers: { 'sec-fetch-site': value },
      });
      expect(response.statusCode).toBe(200);
    },
  );

  it('lets a cross-site fetch from a configured origin through', async () => {
    const response = await site.inject({
      url: '/wps/system/country',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://m.example.com' },
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['/wps/captcha?t=1', {}],
    ['/wps/game/launchGame?launchMode=GLS&nodeId=126001&accountType=1', {}],
    ['/wps/captcha?t=1', { 'sec-fetch-site': 'same-origin' }],
    ['/wps/captcha?t=1', { 'x-csrf': '1', origin: 'https://evil.example' }],
  ])('checks a GET with side effects (%s) like a POST', async (url, headers) => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode).toBe(403);
    expect(upstream.requests).toHaveLength(0);
    const allowed = await app.inject({
      url,
      headers: { 'x-csrf': '1', 'sec-fetch-site': 'same-origin' },
    });
    expect(allowed.statusCode).not.toBe(403);
  });

  it('does not ask safe methods for the header', async () => {
    const response = await app.inject({
      url: '/wps/system/country',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
