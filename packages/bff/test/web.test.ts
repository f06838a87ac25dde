import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeUpstream } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import { buildTestBff, fixtureWebDist, sameOrigin } from './helpers/bff.ts';

const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const assetSource = readFileSync(join(fixtureWebDist, 'assets/app-3f9a1c.js'), 'utf8');

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await buildTestBff(upstream.url, { TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

describe('the web app', () => {
  it('serves index.html at / without caching it', async () => {
    const response = await app.inject({ url: '/', headers: page });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('fixture index');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker and the manifest revalidated, each with its type', async () => {
    // A worker cached by HTTP would delay every deploy's new worker; the manifest changes with it.
    for (const [url, type] of [
      ['/sw.js', 'application/javascript'],
      ['/manifest.webmanifest', 'application/manifest+json'],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain(type);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never serves a source map, though the build holds one', async () => {
    const response = await app.inject({ url: '/assets/app-3f9a1c.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('mappings');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await app.inject({ url: '/assets/app-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br', 'br, gzip, deflate', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)(
    'sends the precompressed %s file to a browser that accepts it',
    async (encoding, accepted, decode) => {
      const response = await app.inject({
        url: '/assets/app-3f9a1c.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString('utf8')).toBe(assetSource);
    },
  );

  it('sends the file itself to a browser that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await app.inject({ url: '/assets/app-3f9a1c.js', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.body).toBe(assetSource);
    }
  });

  it('sends index.html compressed but never cached, at / and as the page fallback', async () => {
    for (const url of ['/', '/games/slots']) {
      const response = await app.inject({
        url,
        headers: { ...page, 'accept-encoding': 'gzip, br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('fixture index');
    }
  });

  it.each(['br', 'gzip, deflate', 'identity'])(
    '/ is the page for any request, accepting %s (a fetch, a crawler, a health probe)',
    async (accepted) => {
      const response = await app.inject({
        url: '/',
        headers: { accept: '*/*', 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it("never serves Vite's build manifest", async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/', '/%2Evite/manifest.json']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('isEntry');
    }
  });

  it.each(['/games/slots', '/member/center', '/promotions'])(
    'falls back to index.html for the page %s',
    async (url) => {
      const response = await app.inject({ url, headers: page });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('fixture index');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('does not fall back for a missing file or a request that wants no page', async () => {
    expect((await app.inject({ url: '/assets/missing.js', headers: page })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/games/slots', headers: { accept: 'application/json' } }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    '/wps/unknown',
    '/bff/unknown',
    '/lgw/unknown',
    '/lotto/unknown',
    '/qa/captcha/last',
    '/qa',
  ])('never falls back on the reserved path %s', async (url) => {
    const response = await app.inject({ url, headers: page });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it('never forwards the QA controls', async () => {
    for (const [method, url] of [
      ['GET', '/qa/captcha/last'],
      ['POST', '/qa/reset'],
      ['POST', '/qa/sessions/expire'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: sameOrigin,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode).toBe(404);
    }
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline script or style, and the other headers', async () => {
    const response = await app.inject({ url: '/', headers: page });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "style-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      "img-src 'self' data:",
      "worker-src 'self'",
      "manifest-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the request came over TLS', async () => {
    const response = await app.inject({
      url: '/bff/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('sends the same set on error answers: an unknown API path, a refused call', async () => {
    const home = await app.inject({ url: '/', headers: page });
    const expected = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
      'permissions-policy',
    ];
    for (const response of [
      await app.inject({ url: '/wps/unknown' }),
      await app.inject({ method: 'POST', url: '/wps/member/password/email', payload: {} }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      for (const name of expected) expect(response.headers[name]).toBe(home.headers[name]);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('marks API answers no-store', async () => {
    const response = await app.inject({ url: '/bff/session' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('without a built web app', () => {
  it('keeps the API working and says so on the page', async () => {
    const bare = await buildTestBff(upstream.url, { WEB_DIST: '/nonexistent/web/dist' });
    try {
      const home = await bare.inject({ url: '/' });
      expect(home.statusCode).toBe(503);
      expect(home.headers['content-type']).toContain('text/html');
      expect(home.body).toContain('The web app is not built');
      expect((await bare.inject({ url: '/games', headers: page })).statusCode).toBe(503);
      expect((await bare.inject({ url: '/bff/health' })).statusCode).toBe(200);
      expect((await bare.inject({ url: '/wps/system/country' })).statusCode).toBe(200);
      expect((await bare.inject({ url: '/wps/unknown', headers: page })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
