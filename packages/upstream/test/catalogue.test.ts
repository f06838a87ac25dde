import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@his/shared/calls';
import { cockfightVendorCodes, esportVendorCodes } from '@his/shared/constants';
import { envelopeSchema, failureSchema } from '@his/shared/envelope';
import type { Game, Lane } from '@his/shared/schemas/games';
import type { LotteryGame } from '@his/shared/schemas/lottery';
import { fingerprint } from './helpers/db.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { get, qa, startTestUpstream } from './helpers/upstream.ts';

let up: TestUpstream;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up.close());

const value = async <T>(url: string, name: keyof typeof calls): Promise<T> => {
  const response = await get(up.app, url);
  expect(response.statusCode, response.body).toBe(200);
  const parsed = envelopeSchema(calls[name].value).parse(response.json());
  return parsed.value as T;
};

const lanes = () =>
  value<{ data: { lanes: Lane[] } }>('/wps/relay/GCSGAME_newGameVendor', 'gameVendors').then(
    (v) => v.data.lanes,
  );

interface Page {
  games: Game[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

const list = (query: string) => value<Page>(`/wps/relay/GCSGAME_gameList?${query}`, 'gameList');

const allGames = async (query = ''): Promise<Game[]> => {
  const first = await list(`${query}&pageSize=100`);
  const rest = await Promise.all(
    Array.from({ length: Math.max(first.totalPages - 1, 0) }, (_, i) =>
      list(`${query}&pageSize=100&pageNo=${i + 2}`),
    ),
  );
  return [first, ...rest].flatMap((page) => page.games);
};

const cardsOf = (all: Lane[]) => all.flatMap((lane) => lane.cards);

describe('the seeded catalogue', () => {
  it('has at least 20 vendors and 300 games over every category', async () => {
    const all = await lanes();
    expect(all.map((lane) => lane.title)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'BINGO',
      'INHOUSE',
    ]);
    expect(new Set(cardsOf(all).map((card) => card.vassalage)).size).toBeGreaterThanOrEqual(20);
    const games = await allGames();
    expect(games.length).toBeGreaterThanOrEqual(300);
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(games.length);
    for (const lane of all) {
      expect(lane.gameCount).toBe(lane.cards.reduce((sum, card) => sum + card.gameCount, 0));
      expect(lane.gameCount).toBe(games.filter((g) => g.gameType === lane.title).length);
    }
  });

  it('has the vendors the spec names, with their routing fields', async () => {
    const all = await lanes();
    const lane = (title: string) => all.find((l) => l.title === title)?.cards ?? [];
    const sports = lane('SPORTS').map((card) => card.vassalage);
    expect(sports).toEqual(
      expect.arrayContaining(['SV3', ...esportVendorCodes, ...cockfightVendorCodes]),
    );
    const sv3 = lane('SPORTS').find((card) => card.vassalage === 'SV3');
    expect(sv3?.gameId).toBeTruthy();
    expect(sv3?.nodeId).toMatch(/^[0-9]+$/);
    expect(sv3?.freeplay).toBe(false);
    expect(lane('LIVE').map((card) => card.vassalage)).toContain('N2');
    expect(lane('LIVE').every((card) => !card.freeplay)).toBe(true);
    expect(lane('LOTT').find((card) => card.accountTypeName === 'TCG_SEA')?.vassalage).toBe('TCG');
    expect(lane('ELOTT').find((card) => card.accountTypeName === 'TCG_LOTTO_VN')?.vassalage).toBe(
      'TCG',
    );
    expect(lane('RNG').map((card) => card.vassalage)).toContain('KH19');
    expect(lane('INHOUSE').map((card) => card.vassalage)).toEqual(['HIS']);
    const vassalage = cardsOf(all).filter((card) => card.isGame === 'VASSALAGE');
    expect(vassalage.map((card) => card.gameType)).toEqual(expect.arrayContaining(['PVP', 'FISH']));
    expect(cardsOf(all).some((card) => card.maintenance)).toBe(true);
    for (const card of cardsOf(all)) {
      expect(card.logo).toBe(`/media/vendors/${card.vassalage}.svg`);
      expect(card.lagerIcon).toBe(`/media/vendors/${card.vassalage}-large.svg`);
    }
  });

  it('gives every game a playable demo and lottery games their lottery code', async () => {
    const kinds = await up.db.query<{ gameType: string; demoKind: string | null; n: number }>(
      `SELECT game_type AS "gameType", demo_kind AS "demoKind", count(*)::int AS n
         FROM games GROUP BY 1, 2`,
    );
    expect(kinds.filter((row) => row.demoKind === null)).toEqual([]);
    const inhouse = await up.db.query<{ name: string; kind: string }>(
      `SELECT game_name AS name, demo_kind AS kind FROM games WHERE game_type = 'INHOUSE'`,
    );
    for (const [word, kind] of [
      ['Slot', 'slot'],
      ['Dice', 'dice'],
      ['Crash', 'crash'],
    ]) {
      const games = inhouse.filter((g) => g.name.includes(word as string));
      expect(games.length).toBeGreaterThan(0);
      expect(games.every((g) => g.kind === kind)).toBe(true);
    }
    const lotteryGames = await allGames('gameType=LOTT');
    lotteryGames.push(...(await allGames('gameType=ELOTT')));
    const raw = (await get(up.app, '/lgw/games/game_menus')).json() as Record<
      string,
      { gameMenus: LotteryGame[] }
    >;
    const known = new Map(
      Object.values(raw).flatMap((group) => group.gameMenus.map((g) => [g.gameCode, g] as const)),
    );
    expect(lotteryGames.length).toBeGreaterThan(0);
    for (const game of lotteryGames) {
      expect(game.gameCode).toBeTruthy();
      expect(known.get(game.gameCode ?? '')?.playTypes).toContain(game.defaultPlayType);
    }
  });

  it('has a game under maintenance, hot and new games and real-account-only games', async () => {
    const games = await allGames();
    expect(games.some((g) => g.maintenance && g.gameType === 'RNG')).toBe(true);
    expect(games.filter((g) => g.isHot).length).toBeGreaterThan(20);
    expect(games.some((g) => g.isNew)).toBe(true);
    expect(games.some((g) => !g.freeplay)).toBe(true);
    expect(games.every((g) => g.iconUrl === `/media/games/${g.nodeId}.svg`)).toBe(true);
  });
});

describe('lanes and classes', () => {
  it('lists cards in position order with their classes', async () => {
    const all = await lanes();
    for (const lane of all) {
      const counted = lane.gameClassify.reduce((sum, c) => sum + c.gameCount, 0);
      expect(counted).toBe(lane.gameCount);
      const codes = lane.cards.map((card) => card.vassalage);
      for (const entry of lane.gameClassify) {
        expect(codes).toEqual(expect.arrayContaining(entry.vendors));
      }
    }
    const rng = all.find((lane) => lane.title === 'RNG');
    expect(rng?.gameClassify.map((c) => c.key)).toEqual(
      expect.arrayContaining(['SLOT', 'JACKPOT', 'TABLE', 'ARCADE']),
    );
  });

  it("answers each vendor's game classes by game type", async () => {
    const { content } = await value<{
      content: Record<string, Record<string, { key: string; gameCount: number }[]>>;
    }>('/wps/relay/GCSGAME_getVassGameType?typeId=1', 'vendorGameTypes');
    const all = await lanes();
    const kh19 = all.flatMap((l) => l.cards).find((card) => card.vassalage === 'KH19');
    const classes = content.RNG?.KH19 ?? [];
    expect(classes.reduce((sum, c) => sum + c.gameCount, 0)).toBe(kh19?.gameCount);
    expect(Object.keys(content.SPORTS ?? {})).toContain('SV3');
  });
});

describe('game list filters and paging', () => {
  it('filters by game type and vendor (one or several)', async () => {
    const all = await lanes();
    const rng = all.find((lane) => lane.title === 'RNG');
    expect((await list('gameType=RNG')).totalCount).toBe(rng?.gameCount);
    const kh19 = await allGames('vassalage=KH19');
    expect(kh19.length).toBe(rng?.cards.find((c) => c.vassalage === 'KH19')?.gameCount);
    expect(kh19.every((g) => g.vassalage === 'KH19')).toBe(true);
    const two = await allGames('vassalage=KH19,NOVA');
    expect(new Set(two.map((g) => g.vassalage))).toEqual(new Set(['KH19', 'NOVA']));
    expect(two.length).toBe(kh19.length + (await allGames('vassalage=NOVA')).length);
  });

  it('maps the ESPORTS and COCKFIGHT lanes to the SPORTS games of their vendors', async () => {
    const esports = await allGames('gameType=ESPORTS');
    expect(esports.map((g) => g.vassalage).sort()).toEqual([...esportVendorCodes].sort());
    const cockfight = await allGames('gameType=COCKFIGHT');
    expect(cockfight.map((g) => g.vassalage).sort()).toEqual([...cockfightVendorCodes].sort());
  });

  it('finds part of a name in any case across vendors, in gameName or displayName', async () => {
    const found = await allGames('gameName=tIgEr');
    expect(found.length).toBeGreaterThan(1);
    expect(new Set(found.map((g) => g.vassalage)).size).toBeGreaterThan(1);
    for (const game of found) {
      expect(`${game.gameName} ${game.displayName}`.toLowerCase()).toContain('tiger');
    }
    // "HIS Lucky Slot" is shown as "Lucky Slot": both names match.
    expect((await allGames('gameName=his%20lucky')).map((g) => g.displayName)).toEqual([
      'Lucky Slot',
    ]);
    expect((await allGames('gameName=lucky%20slot')).map((g) => g.gameName)).toContain(
      'HIS Lucky Slot',
    );
    // LIKE wildcards match themselves.
    expect((await list('gameName=%25')).totalCount).toBe(0);
    expect((await list('gameName=_')).totalCount).toBe(0);
  });

  it('filters by class, minimum bet, lines and hot flag (combined with AND)', async () => {
    const jackpot = await allGames('gameType=RNG&gameClassify=JACKPOT');
    expect(jackpot.length).toBeGreaterThan(0);
    expect(jackpot.every((g) => g.gameClassify === 'JACKPOT')).toBe(true);
    const bigBets = await allGames('minBet=5');
    expect(bigBets.length).toBeGreaterThan(0);
    expect(bigBets.every((g) => g.minBet >= 5)).toBe(true);
    const lines = await allGames('minLineNum=50');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((g) => g.lineNum >= 50)).toBe(true);
    const hot = await allGames('gameType=FISH&isHot=true');
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((g) => g.isHot && g.gameType === 'FISH')).toBe(true);
    const notHot = await allGames('gameType=FISH&isHot=false');
    expect(hot.length + notHot.length).toBe((await list('gameType=FISH')).totalCount);
  });

  it('pages in a stable order: position, then node id', async () => {
    const whole = await allGames('gameType=RNG');
    const rows = await up.db.query<{ nodeId: string }>(
      `SELECT node_id AS "nodeId" FROM games WHERE game_type = 'RNG'
        ORDER BY position, node_id::bigint`,
    );
    expect(whole.map((g) => g.nodeId)).toEqual(rows.map((row) => row.nodeId));
    const first = await list('gameType=RNG&pageSize=21');
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(whole.length / 21));
    expect(first.games.map((g) => g.nodeId)).toEqual(whole.slice(0, 21).map((g) => g.nodeId));
    const third = await list('gameType=RNG&pageSize=18&pageNo=3');
    expect(third.games.map((g) => g.nodeId)).toEqual(whole.slice(36, 54).map((g) => g.nodeId));
    const past = await list('gameType=RNG&pageSize=24&pageNo=500');
    expect(past).toMatchObject({ games: [], pageNum: 500, totalCount: whole.length });
    const again = await list('gameType=RNG&pageSize=21');
    expect(again).toEqual(first);
  });

  it('refuses bad queries with request_param_err and changes nothing', async () => {
    const before = await fingerprint(up.db);
    for (const query of [
      'pageSize=0',
      'pageSize=101',
      'pageNo=abc',
      'gameType=CASINO',
      'vassalage=kh19',
      'vassalage=KH19,,NOVA',
      'isHot=yes',
      'minBet=-1',
      'unknown=1',
    ]) {
      const response = await get(up.app, `/wps/relay/GCSGAME_gameList?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(failureSchema.parse(response.json()).errorCode).toBe('request_param_err');
    }
    expect(await fingerprint(up.db)).toBe(before);
  });

  it('answers function.not.available while the game list module is off', async () => {
    await qa(up.app, '/qa/modules', { modId: 'GAMELO3', enabled: false });
    const response = await get(up.app, '/wps/relay/GCSGAME_gameList');
    expect(response.statusCode).toBe(400);
    expect(failureSchema.parse(response.json()).errorCode).toBe('function.not.available');
    await qa(up.app, '/qa/modules', { modId: 'GAMELO3', enabled: true });
    expect((await get(up.app, '/wps/relay/GCSGAME_gameList')).statusCode).toBe(200);
  });
});

describe('hot games, jackpots and rooms', () => {
  it('lists hot games, optionally of some vendors or one type', async () => {
    const { list: hot } = await value<{ list: Game[] }>(
      '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=flash,html5-desktop',
      'hotGames',
    );
    expect(hot.length).toBeGreaterThan(20);
    expect(hot.every((g) => g.isHot)).toBe(true);
    const { list: kh19 } = await value<{ list: Game[] }>(
      '/wps/relay/GCSGAME_hotGamesV2?vassalage=KH19',
      'hotGames',
    );
    expect(kh19.length).toBeGreaterThan(0);
    expect(kh19.every((g) => g.vassalage === 'KH19')).toBe(true);
    const { list: inhouse } = await value<{ list: Game[] }>(
      '/wps/relay/GCSGAME_hotGamesV2?gameType=INHOUSE',
      'hotGames',
    );
    expect(inhouse.map((g) => g.vassalage)).toEqual(Array(inhouse.length).fill('HIS'));
  });

  it('shows 50 display jackpots, largest first, growing with the clock', async () => {
    type Jackpots = { list: { nodeId: string; amount: number }[] };
    const url = '/wps/relay/VIS_getJackpot?limitNum=50';
    const now = await value<Jackpots>(url, 'jackpots');
    expect(now.list).toHaveLength(50);
    const amounts = now.list.map((j) => j.amount);
    expect(amounts).toEqual(amounts.toSorted((a, b) => b - a));
    expect(await value<Jackpots>(url, 'jackpots')).toEqual(now);
    up.clock.advance(60_000);
    const later = await value<Jackpots>('/wps/relay/VIS_getJackpot?limitNum=100', 'jackpots');
    const grown = now.list.filter((j) => {
      const next = later.list.find((l) => l.nodeId === j.nodeId);
      return next !== undefined && next.amount > j.amount;
    });
    expect(grown.length).toBeGreaterThan(40);
    expect((await value<Jackpots>('/wps/relay/VIS_getJackpot', 'jackpots')).list).toHaveLength(50);
  });

  it('lists seeded PVP rooms, optionally of one vendor', async () => {
    const token = await freeToken();
    const rooms = (await get(up.app, '/wps/relay/GLS2_roomList', { Authorization: token })).json()
      .value.list as { vassalage: string; players: number; maxPlayers: number }[];
    expect(rooms.length).toBeGreaterThan(10);
    expect(rooms.every((room) => room.players <= room.maxPlayers)).toBe(true);
    const pkh = (
      await get(up.app, '/wps/relay/GLS2_roomList?vassalage=PKH', { Authorization: token })
    ).json().value.list as { vassalage: string }[];
    expect(pkh.length).toBeGreaterThan(0);
    expect(pkh.every((room) => room.vassalage === 'PKH')).toBe(true);
    const unauthenticated = await get(up.app, '/wps/relay/GLS2_roomList');
    expect(failureSchema.parse(unauthenticated.json()).errorCode).toBe('login.not.session');
  });
});

const freeToken = async () => {
  const response = await up.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { Merchant: 'hisdemo1', 'content-type': 'application/json' },
    payload: '{}',
  });
  return (response.json() as { value: { token: string } }).value.token;
};

describe('lottery menus (raw answers)', () => {
  type Menus = Record<
    string,
    { gameGroupCode: string; prizeMode: string; gameMenus: LotteryGame[] }
  >;
  const raw = async <T>(url: string, name: keyof typeof calls): Promise<T> => {
    const response = await get(up.app, url);
    expect(response.statusCode, response.body).toBe(200);
    const body: unknown = response.json();
    expect(body).not.toHaveProperty('success');
    return calls[name].value.parse(body) as T;
  };

  it('groups at least 20 lottery games over every prize mode', async () => {
    const menus = await raw<Menus>('/lgw/games/game_menus', 'lotteryMenus');
    const games = Object.values(menus).flatMap((group) => group.gameMenus);
    expect(games.length).toBeGreaterThanOrEqual(20);
    expect(new Set(games.map((g) => g.prizeMode))).toEqual(new Set(['Lott', 'ZY', 'Elott', 'SEA']));
    for (const [code, group] of Object.entries(menus)) {
      expect(group.gameGroupCode).toBe(code);
      expect(group.gameMenus.every((g) => g.prizeMode === group.prizeMode)).toBe(true);
    }
    const sea = await raw<Menus>('/lgw/games/game_menus?prizeMode=SEA', 'lotteryMenus');
    expect(Object.values(sea).map((g) => g.prizeMode)).toEqual(['SEA']);
  });

  it('puts the next draw on the next epoch-aligned multiple of the interval', async () => {
    const menus = await raw<Menus>('/lgw/games/game_menus', 'lotteryMenus');
    const now = up.clock.now().getTime();
    for (const game of Object.values(menus).flatMap((group) => group.gameMenus)) {
      const interval = game.drawIntervalSeconds * 1000;
      expect(game.nextDrawTime % interval).toBe(0);
      expect(game.nextDrawTime).toBeGreaterThan(now);
      expect(game.nextDrawTime - now).toBeLessThanOrEqual(interval);
    }
    // Exactly on a boundary, that draw has happened: the next one is a full interval away.
    const boundary = Math.ceil(now / 3_600_000) * 3_600_000;
    up.clock.advance(boundary - now);
    const after = await raw<Menus>('/lgw/games/game_menus?prizeMode=Lott', 'lotteryMenus');
    const hourly = Object.values(after)
      .flatMap((group) => group.gameMenus)
      .find((g) => g.drawIntervalSeconds === 3600);
    expect(hourly?.nextDrawTime).toBe(boundary + 3_600_000);
  });

  it('serves the VN menu with the Lott and ZY families, or the one asked for', async () => {
    const vn = await raw<Menus>('/lgw/vn/games/game_menu?device=WEB', 'vnLotteryMenu');
    expect(new Set(Object.values(vn).map((g) => g.prizeMode))).toEqual(new Set(['Lott', 'ZY']));
    const zy = await raw<Menus>('/lgw/vn/games/game_menu?prizeMode=ZY', 'vnLotteryMenu');
    expect(Object.values(zy).map((g) => g.prizeMode)).toEqual(['ZY']);
  });

  it('lists up to 20 popular lottery games, most popular first', async () => {
    const popular = await raw<LotteryGame[]>('/lgw/games/popular', 'popularLotteries');
    expect(popular).toHaveLength(20);
    const five = await raw<LotteryGame[]>('/lgw/games/popular?count=5', 'popularLotteries');
    expect(five.map((g) => g.gameCode)).toEqual(popular.slice(0, 5).map((g) => g.gameCode));
    expect(five[0]?.iconUrl).toBe(`/media/lottery/${five[0]?.gameCode}.svg`);
  });

  it('answers failures in the normal envelope with their status', async () => {
    for (const url of [
      '/lgw/games/popular?count=21',
      '/lgw/games/game_menus?prizeMode=XX',
      '/lgw/vn/games/game_menu?extra=1',
    ]) {
      const response = await get(up.app, url);
      expect(response.statusCode, url).toBe(400);
      expect(failureSchema.parse(response.json()).errorCode).toBe('request_param_err');
    }
  });
});
