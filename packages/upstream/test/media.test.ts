import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '@his/shared/envelope';
import type { Game, Lane } from '@his/shared/schemas/games';
import type { LotteryGame } from '@his/shared/schemas/lottery';
import { escapeXml, initialsOf } from '../src/catalogue/media.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { get, startTestUpstream } from './helpers/upstream.ts';

let up: TestUpstream;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up.close());

const media = (url: string, headers: Record<string, string> = {}) =>
  up.app.inject({ method: 'GET', url, headers });

const expectSvg = (response: Awaited<ReturnType<typeof media>>) => {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml');
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
  expect(response.headers['content-security-policy']).toBe(
    "default-src 'none'; style-src 'unsafe-inline'",
  );
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
  expect(response.body).not.toMatch(/<script|href=|url\(http/i);
};

describe('generated pictures', () => {
  it('draws a game thumbnail from its name, the same bytes every time', async () => {
    const first = await media('/media/games/118001.svg');
    expectSvg(first);
    const [game] = await up.db.query<{ name: string }>(
      `SELECT display_name AS name FROM games WHERE node_id = '118001'`,
    );
    expect(first.body).toContain(`>${escapeXml(game?.name ?? '')}</text>`);
    expect(first.body).toContain(`>${initialsOf(game?.name ?? '')}</text>`);
    expect((await media('/media/games/118001.svg')).body).toBe(first.body);
    expect((await media('/media/games/118002.svg')).body).not.toBe(first.body);
  });

  it('draws vendor logos, wide vendor cards and lottery icons', async () => {
    const logo = await media('/media/vendors/KH19.svg');
    expectSvg(logo);
    expect(logo.body).toContain('width="160" height="80"');
    const large = await media('/media/vendors/KH19-large.svg');
    expectSvg(large);
    expect(large.body).toContain('width="360" height="200"');
    expect(large.body).toContain('KH19 Games');
    const lottery = await media('/media/lottery/VNL_NORTH.svg');
    expectSvg(lottery);
    expect(lottery.body).toContain('Northern Star');
  });

  it('draws the twelve static avatars, each its own', async () => {
    const bodies = new Set<string>();
    for (let number = 0; number < 12; number++) {
      const avatar = await media(`/media/avatars/${number}.svg`);
      expectSvg(avatar);
      bodies.add(avatar.body);
    }
    expect(bodies.size).toBe(12);
    for (const url of ['/media/avatars/12.svg', '/media/avatars/a.svg', '/media/avatars/1.png']) {
      expect((await media(url)).statusCode, url).toBe(404);
    }
  });

  it('has a picture for every path the catalogue answers', async () => {
    const lanes = (await get(up.app, '/wps/relay/GCSGAME_newGameVendor')).json().value.data
      .lanes as Lane[];
    const games = (await get(up.app, '/wps/relay/GCSGAME_gameList?pageSize=100')).json().value
      .games as Game[];
    const popular = (await get(up.app, '/lgw/games/popular')).json() as LotteryGame[];
    const paths = new Set([
      ...lanes.flatMap((lane) =>
        lane.cards.flatMap((c) => [c.logo, c.lagerIcon, c.mobileLargeIcon]),
      ),
      ...games.map((g) => g.iconUrl),
      ...popular.map((g) => g.iconUrl),
    ]);
    for (const path of paths) expectSvg(await media(path));
  });

  it('escapes names, so a name cannot add markup', async () => {
    await up.db.query(`UPDATE games SET display_name = $1 WHERE node_id = '118003'`, [
      `<script>alert("x")</script> & 'Co'`,
    ]);
    const response = await media('/media/games/118003.svg');
    expectSvg(response);
    expect(response.body).toContain('&lt;script&gt;alert(&quot;x&quot;)');
    expect(response.body).toContain('&amp; &apos;Co&apos;');
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });

  it('serves the merchant named in a Merchant header, and refuses a bad one', async () => {
    expectSvg(await media('/media/games/118001.svg', { Merchant: 'hisdemo1' }));
    const refused = await media('/media/games/118001.svg', { Merchant: 'nosuchmerchant' });
    expect(refused.statusCode).toBe(400);
    expect(failureSchema.parse(refused.json()).errorCode).toBe('merchant.acct.setup.err');
  });

  it('answers not.found for unknown pictures and other file names', async () => {
    for (const url of [
      '/media/games/999999999.svg',
      '/media/games/118001.png',
      '/media/games/abc.svg',
      '/media/games/..%2F..%2Fetc%2Fpasswd',
      '/media/vendors/NOSUCH.svg',
      '/media/vendors/kh19.svg',
      '/media/vendors/KH19-small.svg',
      '/media/lottery/NOSUCH.svg',
      '/media/other/x.svg',
    ]) {
      const response = await media(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(failureSchema.parse(response.json()).errorCode).toBe('not.found');
    }
  });

  it('makes initials of up to two words', () => {
    expect(initialsOf('Lucky Tiger Mega Pot')).toBe('LT');
    expect(initialsOf('SV3')).toBe('SV');
    expect(initialsOf('DS88_Derby')).toBe('DD');
  });
});
