import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueTables } from '../src/seed/catalogue.ts';
import { catalogueSeed } from '../src/seed/catalogue-data.ts';
import { ensureSeeded } from '../src/seed/seed.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { get, loginToken, resetData, send, startTestUpstream } from './helpers/upstream.ts';

let up: TestUpstream;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up.close());

const newModules = ['GAMELO3', 'GAMELOHOT3', 'GAMELOFAV3', 'GAMELOREC3', 'AGEANNOUNCE3'];

const snapshot = () =>
  up.db.query<{ nodeId: string; gameId: string; name: string; vendor: string }>(
    `SELECT g.node_id AS "nodeId", g.game_id AS "gameId", g.game_name AS name, v.code AS vendor
       FROM games g JOIN game_vendors v ON v.id = g.vendor_id ORDER BY g.node_id`,
  );

describe('catalogue seed', () => {
  it('is deterministic: the data a start writes is the generator output', async () => {
    const rows = await snapshot();
    expect(rows.map((row) => row.nodeId)).toEqual(
      catalogueSeed.games.map((game) => game.nodeId).sort(),
    );
    expect(rows.find((row) => row.nodeId === '118001')).toMatchObject({
      gameId: 'KH19_001',
      vendor: 'KH19',
    });
    expect(new Set(catalogueSeed.games.map((g) => g.gameName)).size).toBe(
      catalogueSeed.games.length,
    );
  });

  it('turns the lobby modules on as children of COMM3', async () => {
    const rows = await up.db.query<{ modId: string; parent: string; enabled: boolean }>(
      `SELECT mod_id AS "modId", parent_mod_id AS parent, enabled FROM merchant_modules
        WHERE mod_id = ANY ($1::text[]) ORDER BY mod_id`,
      [newModules],
    );
    expect(rows).toEqual(
      [...newModules].sort().map((modId) => ({ modId, parent: 'COMM3', enabled: true })),
    );
  });

  it('brings a merchant seeded before the catalogue up to date, once', async () => {
    const before = await snapshot();
    // A merchant from before the catalogue had no rounds (the seed's demo team has some now).
    await up.db
      .exec(`DELETE FROM game_rounds; DELETE FROM ${catalogueTables.join('; DELETE FROM ')};
      DELETE FROM merchant_modules WHERE mod_id IN ('${newModules.join("', '")}')`);
    expect(await up.db.query('SELECT 1 FROM games')).toEqual([]);
    expect(await ensureSeeded(up.db, 'hisdemo1', up.clock.now())).toBe(false);
    expect((await snapshot()).map(({ nodeId, gameId }) => ({ nodeId, gameId }))).toEqual(
      before.map(({ nodeId, gameId }) => ({ nodeId, gameId })),
    );
    const modules = await up.db.query(
      'SELECT 1 FROM merchant_modules WHERE mod_id = ANY ($1::text[])',
      [newModules],
    );
    expect(modules).toHaveLength(newModules.length);
    // A second start adds nothing.
    expect(await ensureSeeded(up.db, 'hisdemo1', up.clock.now())).toBe(false);
    const [count] = await up.db.query<{ n: number }>('SELECT count(*)::int AS n FROM games');
    expect(count?.n).toBe(before.length);
    const answer = await get(up.app, '/wps/relay/GCSGAME_gameList?vassalage=HIS');
    expect(answer.json().value.totalCount).toBe(6);
  });

  it('is rebuilt by the QA reset, favourites gone', async () => {
    const token = await loginToken(up.app, 'demo_player', 'Demo1234');
    const added = await send(
      up.app,
      'POST',
      '/wps/relay/MCSFE_addFavoriteGameV2',
      { nodeId: '118001' },
      { Authorization: token },
    );
    expect(added.statusCode).toBe(200);
    await resetData(up.app);
    const [favourites] = await up.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM favourite_games',
    );
    expect(favourites?.n).toBe(0);
    expect((await snapshot()).length).toBe(catalogueSeed.games.length);
  });
});
