import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { failureSchema } from '@his/shared/envelope';
import { buildUpstream } from '../src/app.ts';
import { loadUpstreamConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { fakeClock } from './helpers/clock.ts';
import { loadTemplateDb } from './helpers/db.ts';
import { privateSchema } from './helpers/postgres.ts';
import { get, qa, testConfig } from './helpers/upstream.ts';

/*
 * The catalogue cache (src/catalogue/cache.ts): what every visitor reads is served without the
 * database, and a change of the catalogue, through the QA controls or written by hand, shows on
 * the next read; with two upstreams on one PostgreSQL, on the other one too.
 */

interface Card {
  vassalage: string;
  maintenance: boolean;
}

const lanesPath = '/wps/relay/GCSGAME_newGameVendor';
const menusPath = '/lgw/games/game_menus';

const hisCards = async (app: FastifyInstance): Promise<Card[]> => {
  const response = await get(app, lanesPath);
  expect(response.statusCode, response.body).toBe(200);
  const lanes = response.json<{ value: { data: { lanes: { cards: Card[] }[] } } }>().value.data
    .lanes;
  return lanes.flatMap((lane) => lane.cards).filter((card) => card.vassalage === 'HIS');
};

const hisUnderMaintenance = async (app: FastifyInstance) =>
  (await hisCards(app)).every((card) => card.maintenance);

const menuNames = async (app: FastifyInstance): Promise<string[]> => {
  const response = await get(app, menusPath);
  expect(response.statusCode, response.body).toBe(200);
  const menus = response.json<Record<string, { gameMenus: { gameName: string }[] }>>();
  return Object.values(menus).flatMap((group) => group.gameMenus.map((game) => game.gameName));
};

/** Polls until `check` holds: the other process hears of a change a moment after the commit. */
const eventually = async (check: () => Promise<boolean>) => {
  for (;;) {
    if (await check()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
};

describe('catalogue cache on PGlite', () => {
  let db: Db;
  let app: FastifyInstance;
  let queries = 0;

  beforeAll(async () => {
    db = await loadTemplateDb();
    const counting: Db = {
      ...db,
      query: (sql, params) => {
        queries += 1;
        return db.query(sql, params);
      },
    };
    app = await buildUpstream(testConfig(), { db: counting, clock: fakeClock() });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('answers the menus, lanes and module checks of every visitor without the database', async () => {
    const first = await menuNames(app);
    await hisCards(app);
    const before = queries;
    for (let i = 0; i < 5; i += 1) {
      expect(await menuNames(app)).toEqual(first);
      expect((await hisCards(app)).length).toBeGreaterThan(0);
    }
    expect(queries).toBe(before);
  });

  it('shows a change made through the QA controls on the next read', async () => {
    expect(await hisUnderMaintenance(app)).toBe(false);
    expect((await qa(app, '/qa/games/maintenance', { vendor: 'HIS', on: true })).statusCode).toBe(
      200,
    );
    expect(await hisUnderMaintenance(app)).toBe(true);
    await qa(app, '/qa/games/maintenance', { vendor: 'HIS', on: false });
    expect(await hisUnderMaintenance(app)).toBe(false);

    expect((await get(app, menusPath)).statusCode).toBe(200);
    await qa(app, '/qa/modules', { modId: 'COMM3', enabled: false });
    const refused = await get(app, menusPath);
    expect(failureSchema.parse(refused.json()).errorCode).toBe('function.not.available');
    await qa(app, '/qa/modules', { modId: 'COMM3', enabled: true });
    expect((await get(app, menusPath)).statusCode).toBe(200);
  });

  it('shows a change written straight to the database on the next read', async () => {
    const before = await menuNames(app);
    await db.query(`UPDATE lottery_games SET name = name || ' (renamed)'`);
    const after = await menuNames(app);
    expect(after).toEqual(before.map((name) => `${name} (renamed)`));
  });
});

const url = loadUpstreamConfig(process.env).databaseUrl;
if (!url)
  console.warn('DATABASE_URL is unset: the PostgreSQL variant of the catalogue cache was skipped');

describe.skipIf(!url)('catalogue cache of two upstreams on one PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof privateSchema>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    schema = await privateSchema(url ?? '', 'upstream_catalogue_cache');
    a = await buildUpstream(testConfig({ databaseUrl: schema.url }), { clock: fakeClock() });
    b = await buildUpstream(testConfig({ databaseUrl: schema.url }), { clock: fakeClock() });
    db = await openPostgres(schema.url);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.close();
    await schema?.drop();
  });

  it('a change through one upstream reaches the other one', async () => {
    expect(await hisUnderMaintenance(a)).toBe(false);
    expect(await hisUnderMaintenance(b)).toBe(false);
    await qa(a, '/qa/games/maintenance', { vendor: 'HIS', on: true });
    expect(await hisUnderMaintenance(a)).toBe(true);
    await eventually(() => hisUnderMaintenance(b));
    await qa(b, '/qa/games/maintenance', { vendor: 'HIS', on: false });
    expect(await hisUnderMaintenance(b)).toBe(false);
    await eventually(async () => !(await hisUnderMaintenance(a)));
  });

  it('a change written straight to the database reaches both', async () => {
    const before = await menuNames(a);
    expect(await menuNames(b)).toEqual(before);
    await db.query(`UPDATE lottery_games SET name = name || ' (renamed)'`);
    const renamed = before.map((name) => `${name} (renamed)`);
    await eventually(async () => (await menuNames(a)).join() === renamed.join());
    await eventually(async () => (await menuNames(b)).join() === renamed.join());
  });
});
