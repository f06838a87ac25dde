import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@his/shared/calls';
import { envelopeSchema, failureSchema } from '@his/shared/envelope';
import type { Game } from '@his/shared/schemas/games';
import { findGameByNodeId, recordRecentGame } from '../src/catalogue/games.ts';
import { fingerprint } from './helpers/db.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { get, loginToken, qa, send, startTestUpstream } from './helpers/upstream.ts';

let up: TestUpstream;
let player: Record<string, string>;
let other: Record<string, string>;
let trial: Record<string, string>;

const ids = '/wps/relay/MCSFE_getFavoriteGames';
const listUrl = '/wps/relay/MCSFE_getFavoriteGamesList';
const addUrl = '/wps/relay/MCSFE_addFavoriteGameV2';
const removeUrl = '/wps/relay/MCSFE_removeFavoriteGameV2';
const recentUrl = '/wps/relay/GCS_recentGame';

beforeAll(async () => {
  up = await startTestUpstream();
  player = { Authorization: await loginToken(up.app, 'demo_player', 'Demo1234') };
  other = { Authorization: await loginToken(up.app, 'demo_agent', 'Demo1234') };
  const free = await send(up.app, 'POST', '/wps/session/login/freeplay', {});
  trial = { Authorization: (free.json() as { value: { token: string } }).value.token };
});
afterAll(() => up.close());

const ok = async <T>(
  response: Promise<{ statusCode: number; body: string; json(): unknown }>,
  name: keyof typeof calls,
): Promise<T> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return envelopeSchema(calls[name].value).parse(answer.json()).value as T;
};

const favouriteIds = (headers = player) => ok<string[]>(get(up.app, ids, headers), 'favouriteIds');
const add = (nodeId: string, headers = player, extra: Record<string, string> = {}) =>
  send(up.app, 'POST', addUrl, { nodeId, ...extra }, headers);
const remove = (nodeId: string, headers = player) =>
  send(up.app, 'DELETE', removeUrl, { nodeId }, headers);

const refused = async (
  response: Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  code: string,
) => {
  const answer = await response;
  expect(answer.statusCode).toBe(status);
  expect(failureSchema.parse(answer.json()).errorCode).toBe(code);
};

const memberId = async (account: string) => {
  const [row] = await up.db.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [
    account,
  ]);
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
};

describe('favourites', () => {
  it('adds a game once, however often it is added, and lists it newest first', async () => {
    expect(await favouriteIds()).toEqual([]);
    expect(await ok(add('118001'), 'addFavourite')).toBeNull();
    up.clock.advance(1000);
    await ok(add('118001'), 'addFavourite');
    await ok(add('104001', player, { vendor: 'N2', gameType: 'LIVE' }), 'addFavourite');
    expect(await favouriteIds()).toEqual(['104001', '118001']);
    const rows = await up.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM favourite_games WHERE member_id = $1',
      [await memberId('demo_player')],
    );
    expect(rows[0]?.n).toBe(2);
    const page = await ok<{ content: Game[]; pageNum: number; totalPages: number }>(
      get(up.app, `${listUrl}?pageNo=1&pageSize=24`, player),
      'favouriteList',
    );
    expect(page.content.map((g) => g.nodeId)).toEqual(['104001', '118001']);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1 });
    const live = await ok<{ content: Game[] }>(
      get(up.app, `${listUrl}?gameType=LIVE`, player),
      'favouriteList',
    );
    expect(live.content.map((g) => g.vassalage)).toEqual(['N2']);
    const paged = await ok<{ content: Game[]; totalPages: number }>(
      get(up.app, `${listUrl}?pageNo=2&pageSize=1`, player),
      'favouriteList',
    );
    expect(paged.content.map((g) => g.nodeId)).toEqual(['118001']);
    expect(paged.totalPages).toBe(2);
    expect(await favouriteIds(other)).toEqual([]);
  });

  it('pages the id list when asked', async () => {
    expect(
      await ok<string[]>(get(up.app, `${ids}?pageNo=2&pageSize=1`, player), 'favouriteIds'),
    ).toEqual(['118001']);
  });

  it('removes a game, and removing it again changes nothing', async () => {
    await ok(remove('104001'), 'removeFavourite');
    const before = await fingerprint(up.db);
    await ok(remove('104001'), 'removeFavourite');
    expect(await fingerprint(up.db)).toBe(before);
    expect(await favouriteIds()).toEqual(['118001']);
  });

  it('refuses unknown games, a wrong vendor and bad bodies, changing nothing', async () => {
    const before = await fingerprint(up.db);
    await refused(add('999999999'), 404, 'not.found');
    await refused(remove('999999999'), 404, 'not.found');
    await refused(add('118002', player, { vendor: 'NOVA' }), 404, 'not.found');
    for (const body of [{}, { nodeId: 'abc' }, { nodeId: 118001 }, { nodeId: '1', x: 1 }]) {
      await refused(send(up.app, 'POST', addUrl, body, player), 400, 'request_param_err');
    }
    const malformed = await up.app.inject({
      method: 'POST',
      url: addUrl,
      headers: { Merchant: 'hisdemo1', 'content-type': 'application/json', ...player },
      payload: '{"nodeId":',
    });
    expect(failureSchema.parse(malformed.json()).errorCode).toBe('request_param_err');
    await refused(
      send(up.app, 'DELETE', removeUrl, { vendor: 'KH19' }, player),
      400,
      'request_param_err',
    );
    expect(await fingerprint(up.db)).toBe(before);
  });

  it('refuses trial accounts (account.trial) and visitors, changing nothing', async () => {
    const before = await fingerprint(up.db);
    await refused(add('118001', trial), 403, 'account.trial');
    await refused(remove('118001', trial), 403, 'account.trial');
    await refused(add('999999999', trial), 403, 'account.trial');
    await refused(add('118001', {}), 401, 'login.not.session');
    await refused(get(up.app, ids), 401, 'login.not.session');
    expect(await fingerprint(up.db)).toBe(before);
    expect(await favouriteIds(trial)).toEqual([]);
  });

  it('answers function.not.available while favourites are switched off', async () => {
    await qa(up.app, '/qa/modules', { modId: 'GAMELOFAV3', enabled: false });
    await refused(add('118003'), 400, 'function.not.available');
    await refused(get(up.app, ids, player), 400, 'function.not.available');
    await qa(up.app, '/qa/modules', { modId: 'GAMELOFAV3', enabled: true });
    expect(await favouriteIds()).toEqual(['118001']);
  });
});

describe('recent games', () => {
  const recent = (query = '', headers = player) =>
    ok<{ list: Game[]; totalPages: number }>(
      get(up.app, `${recentUrl}${query}`, headers),
      'recentGames',
    );

  const played = async (nodeId: string, at: Date) => {
    const merchantId = (await up.db.query<{ id: number }>('SELECT id FROM merchants'))[0]?.id;
    const game = await findGameByNodeId(up.db, merchantId ?? 0, nodeId);
    if (!game) throw new Error(`no game ${nodeId}`);
    await up.db.transaction((tx) => recordRecentGame(tx, playerId, game.id, at));
  };
  let playerId = 0;

  it('lists the games a member launched, most recent first, one row per game', async () => {
    playerId = await memberId('demo_player');
    expect((await recent()).list).toEqual([]);
    const start = up.clock.now().getTime();
    await played('118001', new Date(start));
    await played('104002', new Date(start + 1000));
    await played('126001', new Date(start + 2000));
    await played('118001', new Date(start + 3000));
    expect((await recent()).list.map((g) => g.nodeId)).toEqual(['118001', '126001', '104002']);
    // An older launch recorded late does not move a game back.
    await played('126001', new Date(start - 60_000));
    const page = await recent('?page=1&pageSize=2');
    expect(page.list.map((g) => g.nodeId)).toEqual(['118001', '126001']);
    expect(page.totalPages).toBe(2);
    expect((await recent('?gameType=LIVE')).list.map((g) => g.nodeId)).toEqual(['104002']);
    expect((await recent('', other)).list).toEqual([]);
    const [rows] = await up.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM recent_games WHERE member_id = $1',
      [playerId],
    );
    expect(rows?.n).toBe(3);
  });

  it('needs a session and refuses a bad page', async () => {
    await refused(get(up.app, recentUrl), 401, 'login.not.session');
    await refused(get(up.app, `${recentUrl}?page=0`, player), 400, 'request_param_err');
  });
});
