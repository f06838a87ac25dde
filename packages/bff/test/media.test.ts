import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeUpstream } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import { buildTestBff } from './helpers/bff.ts';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>';

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.on('GET /media/games/101.svg', (_request, response) => {
    response.writeHead(200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'set-cookie': 'tracker=1',
      etag: '"abc"',
    });
    response.end(svg);
  });
  upstream.on('GET /media/games/page.html', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<script>alert(1)</script>');
  });
  app = await buildTestBff(upstream.url, {
    GAME_ORIGINS: 'http://127.0.0.1:8081',
    MEDIA_CACHE_SECONDS: '600',
  });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

describe('media (thumbnails and logos)', () => {
  it('relays an image same-origin, cacheable, without cookies either way', async () => {
    const response = await app.inject({
      url: '/media/games/101.svg',
      headers: { cookie: 'sid=secret' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(svg);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    expect(response.headers.etag).toBe('"abc"');
    expect(response.headers['set-cookie']).toBeUndefined();
    const [request] = upstream.calls().filter((call) => call.path === '/media/games/101.svg');
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('refuses what is not an image, and never falls back to the web app', async () => {
    const html = await app.inject({ url: '/media/games/page.html' });
    expect(html.statusCode).toBe(404);
    expect(html.body).not.toContain('<script>');
    const missing = await app.inject({ url: '/media/games/none.svg' });
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['cache-control'] ?? '')).not.toContain('public');
    expect(missing.body).not.toContain('fixture index');
  });

  it.each(['/media/%2e%2e/qa/reset', '/media/games/.hidden', '/media/games/a.svg%00.html'])(
    'refuses the path %s without asking the platform',
    async (url) => {
      const before = upstream.calls().length;
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(upstream.calls().length).toBe(before);
    },
  );

  it('lets the page frame only the configured game origins', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.headers['content-security-policy']).toContain(
      'frame-src http://127.0.0.1:8081',
    );
  });
});

describe('frames without game origins', () => {
  it('allows no frame at all', async () => {
    const upstreamOnly = await startFakeUpstream();
    const bare = await buildTestBff(upstreamOnly.url);
    const response = await bare.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.headers['content-security-policy']).toContain("frame-src 'none'");
    await bare.close();
    await upstreamOnly.close();
  });
});
