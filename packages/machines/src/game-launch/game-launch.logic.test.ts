import { describe, expect, it } from 'vitest';
import { game, vendorCard } from '../testing/fixtures.ts';
import { needsRoom, roomsInputOf, seatedAt } from './game-launch.logic.ts';
import {
  hasFreeSeat,
  isLotteryTarget,
  launchQueryOf,
  needsRealAccount,
  routeOf,
  vendorLobbyOf,
  type LaunchTarget,
} from './game-launch.machine.ts';
import { cardGame, liveTable, lotteryGame, slot, sportsBook } from './game-launch.flow-model.ts';

const vendor = (facts: Parameters<typeof vendorCard>[0]): LaunchTarget => ({
  kind: 'vendor',
  vendor: vendorCard(facts),
});

describe('routeOf (SPEC §4 lottery routing)', () => {
  it('sends TCG_SEA to /seaLottery and TCG_LOTTO_VN to /vnlottery', () => {
    expect(
      routeOf(vendor({ vassalage: 'TCG', gameType: 'LOTT', accountTypeName: 'TCG_SEA' })),
    ).toBe('/seaLottery');
    expect(
      routeOf(vendor({ vassalage: 'TCG', gameType: 'ELOTT', accountTypeName: 'TCG_LOTTO_VN' })),
    ).toBe('/vnlottery');
  });

  it('sends LOTT and ELOTT to /lottery with gameCode and playType only when both exist', () => {
    expect(routeOf(lotteryGame)).toBe('/lottery?gameCode=VNC&playType=PT1');
    const elott = (gameCode: string | null, defaultPlayType: string | null): LaunchTarget => ({
      kind: 'game',
      game: game({ gameType: 'ELOTT', gameCode, defaultPlayType }),
    });
    expect(routeOf(elott('K3', null))).toBe('/lottery');
    expect(routeOf(elott(null, 'PT1'))).toBe('/lottery');
    expect(routeOf(elott('', ''))).toBe('/lottery');
    expect(routeOf(elott('A B&C', 'x/y'))).toBe('/lottery?gameCode=A%20B%26C&playType=x%2Fy');
    expect(routeOf(vendor({ vassalage: 'GW', gameType: 'LOTT' }))).toBe('/lottery');
  });

  it('leaves every other target to the third-party launch', () => {
    expect(routeOf(slot)).toBeNull();
    expect(routeOf(sportsBook)).toBeNull();
    expect(routeOf({ kind: 'game', game: game({ gameType: 'LIVE', gameCode: 'X' }) })).toBeNull();
    expect(isLotteryTarget(slot)).toBe(false);
    expect(isLotteryTarget(lotteryGame)).toBe(true);
  });
});

describe('vendorLobbyOf', () => {
  it.each([
    ['RNG', 'PG', '/rng?page=PG'],
    ['FISH', 'FG', '/fish?page=FG'],
    ['BINGO', 'BG', '/bingo?page=BG'],
    ['PVP', 'KY', '/pvp?page=KY'],
    ['LIVE', 'N2', '/live?page=N2'],
    ['INHOUSE', 'HIS', '/inhouse?page=HIS'],
    ['RNG', 'KH19', '/kh19games?page=KH19'],
  ] as const)('opens the %s lobby of %s', (gameType, vassalage, path) => {
    expect(vendorLobbyOf(vendor({ vassalage, gameType }))).toBe(path);
  });

  it('has no lobby for cards with a game, sports and lotteries, or for games', () => {
    expect(vendorLobbyOf(vendor({ vassalage: 'PG', gameId: 'G1' }))).toBeNull();
    expect(vendorLobbyOf(vendor({ vassalage: 'SB', gameType: 'SPORTS' }))).toBeNull();
    expect(vendorLobbyOf(vendor({ vassalage: 'TCG', gameType: 'LOTT' }))).toBeNull();
    expect(vendorLobbyOf(slot)).toBeNull();
  });
});

describe('needsRealAccount', () => {
  it('refuses trial accounts on freeplay:false and lottery targets only', () => {
    expect(needsRealAccount(liveTable, 'trial')).toBe(true);
    expect(needsRealAccount(lotteryGame, 'trial')).toBe(true);
    expect(needsRealAccount(sportsBook, 'trial')).toBe(true);
    expect(needsRealAccount(slot, 'trial')).toBe(false);
    expect(needsRealAccount(liveTable, 'member')).toBe(false);
    expect(needsRealAccount(lotteryGame, 'visitor')).toBe(false);
  });
});

describe('launchQueryOf (SPEC §3 game launch payload)', () => {
  it('launches a game with GLS, html5-desktop, clientType 3 and its ids', () => {
    expect(launchQueryOf(slot, 'member', 'KM')).toEqual({
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      accountType: '1',
      confirmTrans: '0',
      vassalage: 'PG',
      nodeId: '101',
      gameId: 'G101',
      language: 'KM',
    });
  });

  it('uses demo credit (accountType 0) for a trial account', () => {
    expect(launchQueryOf(slot, 'trial').accountType).toBe('0');
  });

  it('sends a room id when the game has one, and a card’s direct game ids', () => {
    const room: LaunchTarget = { kind: 'game', game: game({ roomId: 'R7' }) };
    expect(launchQueryOf(room, 'member').roomId).toBe('R7');
    const query = launchQueryOf(sportsBook, 'member', null);
    expect(query).toMatchObject({ vassalage: 'SV3', gameId: 'SV3-BOOK', nodeId: '501' });
    expect(query).not.toHaveProperty('language');
    expect(query).not.toHaveProperty('roomId');
  });

  it('omits the ids a vendor card does not have', () => {
    const query = launchQueryOf(vendor({ vassalage: 'SB', gameType: 'SPORTS' }), 'member');
    expect(query).not.toHaveProperty('nodeId');
    expect(query).not.toHaveProperty('gameId');
  });
});

describe('PVP rooms (SPEC §7 GLS2_roomList)', () => {
  const room = { roomId: 'R1', roomName: 'Table', vassalage: 'CDL', gameId: 'G701' };
  const seats = (players: number, maxPlayers: number) => ({
    ...room,
    nodeId: '701',
    minBet: 1,
    players,
    maxPlayers,
  });

  it('asks a PVP game for its room until one is chosen, and nothing else', () => {
    expect(needsRoom(cardGame)).toBe(true);
    const seated = seatedAt(cardGame, seats(1, 6));
    expect(needsRoom(seated)).toBe(false);
    expect(launchQueryOf(seated, 'member')).toMatchObject({ nodeId: '701', roomId: 'R1' });
    expect(needsRoom(slot)).toBe(false);
    expect(needsRoom(vendor({ vassalage: 'PKH', gameType: 'PVP' }))).toBe(false);
    expect(roomsInputOf(cardGame)).toEqual({ vassalage: 'CDL', gameId: 'G701' });
  });

  it('lets only a room with a free seat be chosen', () => {
    expect(hasFreeSeat(seats(5, 6))).toBe(true);
    expect(hasFreeSeat(seats(6, 6))).toBe(false);
  });
});
