import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from './helpers/db.ts';
import { gameUrlOf, launch, launchTicket, playApi, trialToken, valueOf } from './helpers/play.ts';
import { inhouseNodeId } from './helpers/players.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { envelope, get, loginToken, qa, resetData, startTestUpstream } from './helpers/upstream.ts';

let up: TestUpstream;
let token: string;

beforeAll(async () => {
  up = await startTestUpstream({ config: { publicUrl: 'https://games.example.test' } });
});
afterAll(() => up.close());
beforeEach(async () => {
  await resetData(up.app);
  token = await loginToken(up.app, 'demo_player', 'Demo1234');
});

const codeOf = (response: Awaited<ReturnType<typeof launch>>) => ({
  status: response.statusCode,
  code: envelope(response).errorCode,
});

/** A game of the seed picked by SQL (vendor flags, maintenance...). */
const nodeIdWhere = async (where: string): Promise<string> => {
  const [row] = await up.db.query<{ nodeId: string }>(
    `SELECT g.node_id AS "nodeId" FROM games g JOIN game_vendors v ON v.id = g.vendor_id
      WHERE ${where} ORDER BY g.position, g.node_id LIMIT 1`,
  );
  if (!row) throw new Error(`no game where ${where}`);
  return row.nodeId;
};

describe('launchGame (GLS)', () => {
  it('answers the in-house page of the game on the public origin, with a game ticket', async () => {
    const nodeId = await inhouseNodeId(up.db, 'slot');
    const url = gameUrlOf(
      await launch(up.app, token, { launchMode: 'GLS', nodeId, language: 'KM' }),
    );
    expect(url.origin).toBe('https://games.example.test');
    expect(url.pathname).toBe('/play/slot');
    expect(url.searchParams.get('lang')).toBe('KM');
    expect(url.searchParams.get('ticket')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The ticket is not the platform token, and only its hash is stored.
    expect(url.searchParams.get('ticket')).not.toBe(token);
    const [stored] = await up.db.query<{ hash: string }>(
      'SELECT ticket_hash AS hash FROM game_tickets',
    );
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('opens each kind of demo, by node id or game id, and records the game as recent', async () => {
    for (const kind of ['dice', 'crash'] as const) {
      const nodeId = await inhouseNodeId(up.db, kind);
      const url = gameUrlOf(await launch(up.app, token, { launchMode: 'GLS', nodeId }));
      expect(url.pathname).toBe(`/play/${kind}`);
      expect(url.searchParams.get('lang')).toBe('EN');
    }
    const [live] = await up.db.query<{ gameId: string }>(
      `SELECT g.game_id AS "gameId" FROM games g JOIN game_vendors v ON v.id = g.vendor_id
        WHERE g.game_type = 'LIVE' AND NOT g.maintenance AND NOT v.maintenance
        ORDER BY g.position, g.node_id LIMIT 1`,
    );
    const byGameId = await launch(up.app, token, { launchMode: 'GLS', gameId: live?.gameId ?? '' });
    expect(gameUrlOf(byGameId).pathname).toBe('/play/dice');
    const recent = envelope(
      await get(up.app, '/wps/relay/GCS_recentGame?page=1&pageSize=18', { Authorization: token }),
    ).value as { list: { gameId: string }[] };
    expect(recent.list[0]?.gameId).toBe(live?.gameId);
    expect(recent.list).toHaveLength(3);
  });

  it('takes the language from the Language header when the query names none', async () => {
    const nodeId = await inhouseNodeId(up.db, 'slot');
    const url = gameUrlOf(
      await get(up.app, `/wps/game/launchGame?launchMode=GLS&nodeId=${nodeId}`, {
        Authorization: token,
        Language: 'cn',
      }),
    );
    expect(url.searchParams.get('lang')).toBe('CN');
  });

  it('refuses games and vendors under maintenance with game.maintenance', async () => {
    const seeded = await nodeIdWhere('g.maintenance');
    expect(codeOf(await launch(up.app, token, { launchMode: 'GLS', nodeId: seeded }))).toEqual({
      status: 409,
      code: 'game.maintenance',
    });
    const nodeId = await inhouseNodeId(up.db, 'dice');
    expect(
      (await qa(up.app, '/qa/games/maintenance', { vendor: 'HIS', on: true })).statusCode,
    ).toBe(200);
    expect(codeOf(await launch(up.app, token, { launchMode: 'GLS', nodeId })).code).toBe(
      'game.maintenance',
    );
    await qa(up.app, '/qa/games/maintenance', { vendor: 'HIS', on: false });
    await qa(up.app, '/qa/games/maintenance', { nodeId, on: true });
    expect(codeOf(await launch(up.app, token, { launchMode: 'GLS', nodeId })).code).toBe(
      'game.maintenance',
    );
    await qa(up.app, '/qa/games/maintenance', { nodeId, on: false });
    expect(gameUrlOf(await launch(up.app, token, { launchMode: 'GLS', nodeId })).pathname).toBe(
      '/play/dice',
    );
  });

  it('lets trial accounts play free-play games only, in free-play mode', async () => {
    const trial = await trialToken(up.app);
    const slot = await inhouseNodeId(up.db, 'slot');
    const url = gameUrlOf(
      await launch(up.app, trial, { launchMode: 'GLS', nodeId: slot, accountType: '0' }),
    );
    expect(url.pathname).toBe('/play/slot');
    const realOnly = await nodeIdWhere(
      'NOT (g.freeplay AND v.freeplay) AND NOT g.maintenance AND NOT v.maintenance',
    );
    expect(codeOf(await launch(up.app, trial, { launchMode: 'GLS', nodeId: realOnly }))).toEqual({
      status: 403,
      code: 'account.trial',
    });
    // Free play (accountType 0) is for trial accounts; a real account plays for real.
    expect(
      codeOf(await launch(up.app, token, { launchMode: 'GLS', nodeId: slot, accountType: '0' })),
    ).toEqual({ status: 400, code: 'request_param_err' });
  });

  it('refuses a launch while a crash round of another game is unfinished (#734)', async () => {
    const opened = await qa(up.app, '/qa/crash/open', { account: 'demo_player' });
    expect(opened.statusCode).toBe(200);
    const crashNode = (opened.json() as { nodeId: string }).nodeId;
    const slot = await inhouseNodeId(up.db, 'slot');
    const refused = await launch(up.app, token, { launchMode: 'GLS', nodeId: slot });
    expect(codeOf(refused)).toEqual({ status: 409, code: 'game.unfinished' });
    expect(envelope(refused).message).toBe('#734 previous game has not finished');
    // The unfinished game itself opens (to finish the round), and once the round has crashed
    // (the clock passes its crash point) everything opens again.
    const ticket = await launchTicket(up.app, token, crashNode);
    const session = valueOf<{ openRound: { status: string } | null }>(
      await playApi(up.app, ticket, 'GET', '/play-api/session'),
    );
    expect(session.openRound?.status).toBe('open');
    up.clock.advance(130_000);
    expect(
      gameUrlOf(await launch(up.app, token, { launchMode: 'GLS', nodeId: slot })).pathname,
    ).toBe('/play/slot');
  });

  it('answers coded errors for missing, unknown and malformed launches, writing nothing', async () => {
    const before = await fingerprint(up.db);
    const cases: [Record<string, string>, number, string][] = [
      [{ nodeId: await inhouseNodeId(up.db, 'slot') }, 400, 'request_param_err'],
      [{ launchMode: 'GLS' }, 400, 'request_param_err'],
      [{ launchMode: 'GLS', nodeId: '999999999' }, 404, 'not.found'],
      [{ launchMode: 'GLS', gameId: 'NOPE_001' }, 404, 'not.found'],
      [{ launchMode: 'XYZ', nodeId: '1' }, 400, 'request_param_err'],
      [{ launchMode: 'GLS', nodeId: 'abc' }, 400, 'request_param_err'],
      [{ launchMode: 'LOTT', lottoGameCode: 'NOPE' }, 404, 'not.found'],
    ];
    for (const [query, status, code] of cases) {
      expect(codeOf(await launch(up.app, token, query))).toEqual({ status, code });
    }
    const visitor = await get(up.app, '/wps/game/launchGame?launchMode=GLS&nodeId=1');
    expect(codeOf(visitor)).toEqual({ status: 401, code: 'login.not.session' });
    expect(await fingerprint(up.db)).toBe(before);
  });
});

describe('launchGame (GLS) of a PVP game with rooms (GLS2_roomList)', () => {
  interface Room {
    roomId: string;
    roomName: string;
    nodeId: string;
    minBet: number;
    players: number;
    maxPlayers: number;
  }
  const roomsOf = async (vassalage: string): Promise<Room[]> =>
    (
      await get(up.app, `/wps/relay/GLS2_roomList?vassalage=${vassalage}`, {
        Authorization: token,
      })
    ).json().value.list;

  /** A room of the vendor that has (or, with `full`, lacks) a free seat, moving the clock on. */
  const findRoom = async (full: boolean): Promise<Room> => {
    for (let window = 0; window < 50; window += 1) {
      const room = (await roomsOf('CDL')).find(
        (candidate) => candidate.players >= candidate.maxPlayers === full,
      );
      if (room) return room;
      up.clock.advance(5 * 60_000);
    }
    throw new Error(`no ${full ? 'full' : 'open'} room`);
  };

  it('seats the player at the chosen room: the page names it and takes its minimum stake', async () => {
    const room = await findRoom(false);
    const high = (await roomsOf('CDL')).find(
      (candidate) => candidate.nodeId === room.nodeId && candidate.minBet > room.minBet,
    );
    const seated = high && high.players < high.maxPlayers ? high : room;
    const url = gameUrlOf(
      await launch(up.app, token, {
        launchMode: 'GLS',
        nodeId: seated.nodeId,
        roomId: seated.roomId,
      }),
    );
    const ticket = url.searchParams.get('ticket') ?? '';
    const session = valueOf<{
      room: { roomId: string; roomName: string };
      game: { minBet: number };
    }>(await playApi(up.app, ticket, 'GET', '/play-api/session'));
    expect(session.room).toEqual({ roomId: seated.roomId, roomName: seated.roomName });
    expect(session.game.minBet).toBeGreaterThanOrEqual(seated.minBet);
    const below = await playApi(up.app, ticket, 'POST', '/play-api/rounds', {
      clientRoundId: 'below-room-minimum-01',
      stake: session.game.minBet - 0.01,
      choice: { target: 50, direction: 'under' },
    });
    expect(codeOf(below)).toEqual({ status: 400, code: 'request_param_err' });
  });

  it('refuses a PVP launch without a room, with a room of another game, or at a full table', async () => {
    const open = await findRoom(false);
    const other = (await roomsOf('CDL')).find((room) => room.nodeId !== open.nodeId);
    if (!other) throw new Error('one game only');
    const cases: [Record<string, string>, number, string][] = [
      [{ launchMode: 'GLS', nodeId: open.nodeId }, 400, 'request_param_err'],
      [{ launchMode: 'GLS', nodeId: open.nodeId, roomId: other.roomId }, 400, 'request_param_err'],
      [{ launchMode: 'GLS', nodeId: open.nodeId, roomId: 'NOPE' }, 400, 'request_param_err'],
    ];
    const before = await fingerprint(up.db);
    for (const [query, status, code] of cases) {
      expect(codeOf(await launch(up.app, token, query)), JSON.stringify(query)).toEqual({
        status,
        code,
      });
    }
    const full = await findRoom(true);
    const refused = await launch(up.app, token, {
      launchMode: 'GLS',
      nodeId: full.nodeId,
      roomId: full.roomId,
    });
    expect(codeOf(refused)).toEqual({ status: 409, code: 'game.room.full' });
    expect(await fingerprint(up.db)).toBe(before);
  });

  it('takes no room id for a game without rooms', async () => {
    const nodeId = await inhouseNodeId(up.db, 'slot');
    const response = await launch(up.app, token, { launchMode: 'GLS', nodeId, roomId: 'CDL001R1' });
    expect(codeOf(response)).toEqual({ status: 400, code: 'request_param_err' });
  });
});

describe('launchGame (LOTT)', () => {
  it('opens the lottery page on a game or on the lobby, for real accounts only', async () => {
    const [game] = await up.db.query<{ code: string }>(
      `SELECT game_code AS code FROM lottery_games WHERE prize_mode = 'Lott' ORDER BY position LIMIT 1`,
    );
    const onGame = gameUrlOf(
      await launch(up.app, token, {
        launchMode: 'LOTT',
        lottoGameCode: game?.code ?? '',
        lottoView: 'betting',
      }),
    );
    expect(onGame.pathname).toBe('/play/lottery');
    expect(onGame.searchParams.get('view')).toBe('betting');
    const lobby = gameUrlOf(
      await launch(up.app, token, { launchMode: 'LOTT', lottoArea: 'VN', lottoPrizeMode: 'Lott' }),
    );
    expect(Object.fromEntries(lobby.searchParams)).toMatchObject({
      view: 'lobby',
      area: 'VN',
      prizeMode: 'Lott',
    });
    const session = valueOf<{ kind: string; lottery: { selected: string | null } }>(
      await playApi(up.app, onGame.searchParams.get('ticket') ?? '', 'GET', '/play-api/session'),
    );
    expect(session).toMatchObject({ kind: 'lottery', lottery: { selected: game?.code } });
    const trial = await trialToken(up.app, '198.51.100.9');
    expect(codeOf(await launch(up.app, trial, { launchMode: 'LOTT' }))).toEqual({
      status: 403,
      code: 'account.trial',
    });
  });
});
