import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@his/shared/calls';
import { envelopeSchema, failureSchema } from '@his/shared/envelope';
import { buildUpstream } from '../src/app.ts';
import { loadUpstreamConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { catalogueSeed } from '../src/seed/catalogue-data.ts';
import { fakeClock } from './helpers/clock.ts';
import { privateSchema } from './helpers/postgres.ts';
import { get, loginToken, send, testConfig } from './helpers/upstream.ts';

/**
 * The catalogue's SQL again on a real PostgreSQL (`DATABASE_URL`), in a fresh schema of its own
 * dropped at the end (as test/postgres.test.ts does): multi-row seed inserts, array parameters,
 * the escaped name search, favourites and the raw lottery answers.
 */
const url = loadUpstreamConfig(process.env).databaseUrl;
if (!url)
  console.warn('DATABASE_URL is unset: the PostgreSQL variant of the catalogue tests was skipped');

describe.skipIf(!url)('the catalogue on PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof privateSchema>>;
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    schema = await privateSchema(url ?? '', 'upstream_catalogue');
    app = await buildUpstream(testConfig({ databaseUrl: schema.url }), { clock: fakeClock() });
    db = await openPostgres(schema.url);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await schema?.drop();
  });

  const page = async (query: string) => {
    const response = await get(app, `/wps/relay/GCSGAME_gameList?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const value = envelopeSchema(calls.gameList.value).parse(response.json()).value;
    if (!value) throw new Error('game list without a value');
    return value;
  };

  it('seeds the whole catalogue and answers the lanes', async () => {
    const [games] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM games');
    expect(games?.n).toBe(catalogueSeed.games.length);
    const lanes = await get(app, '/wps/relay/GCSGAME_newGameVendor');
    const parsed = envelopeSchema(calls.gameVendors.value).parse(lanes.json());
    expect(parsed.value?.data.lanes.length).toBe(9);
  });

  it('filters and pages the game list', async () => {
    const tiger = await page('gameName=TIGER&pageSize=100');
    expect(tiger.totalCount).toBeGreaterThan(1);
    expect(tiger.games.every((g) => `${g.gameName} ${g.displayName}`.includes('Tiger'))).toBe(true);
    expect((await page('gameName=%25')).totalCount).toBe(0);
    const two = await page('vassalage=KH19,HIS&pageSize=100');
    expect(new Set(two.games.map((g) => g.vassalage))).toEqual(new Set(['KH19', 'HIS']));
    expect((await page('gameType=ESPORTS')).totalCount).toBe(5);
    const bets = await page('minBet=5&minLineNum=20&pageSize=100');
    expect(bets.games.every((g) => g.minBet >= 5 && g.lineNum >= 20)).toBe(true);
  });

  it('keeps favourites idempotent and refuses trial accounts', async () => {
    const player = { Authorization: await loginToken(app, 'demo_player', 'Demo1234') };
    const addUrl = '/wps/relay/MCSFE_addFavoriteGameV2';
    expect((await send(app, 'POST', addUrl, { nodeId: '118001' }, player)).statusCode).toBe(200);
    expect((await send(app, 'POST', addUrl, { nodeId: '118001' }, player)).statusCode).toBe(200);
    const ids = await get(app, '/wps/relay/MCSFE_getFavoriteGames', player);
    expect(ids.json().value).toEqual(['118001']);
    const free = await send(app, 'POST', '/wps/session/login/freeplay', {});
    const trial = { Authorization: (free.json() as { value: { token: string } }).value.token };
    const refused = await send(app, 'POST', addUrl, { nodeId: '118001' }, trial);
    expect(refused.statusCode).toBe(403);
    expect(failureSchema.parse(refused.json()).errorCode).toBe('account.trial');
  });

  it('answers the lottery menus raw and draws pictures', async () => {
    const menus = await get(app, '/lgw/games/game_menus');
    expect(calls.lotteryMenus.value.safeParse(menus.json()).success).toBe(true);
    const popular = await get(app, '/lgw/games/popular?count=3');
    expect(calls.popularLotteries.value.parse(popular.json())).toHaveLength(3);
    const picture = await app.inject({ method: 'GET', url: '/media/vendors/TCG-large.svg' });
    expect(picture.headers['content-type']).toBe('image/svg+xml');
  });
});
