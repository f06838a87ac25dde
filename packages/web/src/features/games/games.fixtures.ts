import type { Game, VendorCard } from '@his/shared/schemas/games';
import { gameSchema, vendorCardSchema } from '@his/shared/schemas/games';
import type { LotteryDraw, LotteryGame, LotteryMenus } from '@his/shared/schemas/lottery';
import {
  lotteryDrawSchema,
  lotteryGameSchema,
  lotteryMenusSchema,
} from '@his/shared/schemas/lottery';
import type { MemberInfo } from '@his/shared/schemas/member';
import { memberInfoSchema } from '@his/shared/schemas/member';
import type { RecordedRequest } from '../../../test/fake-bff.ts';
import { FakeBff, fail, ok } from '../../../test/fake-bff.ts';
import { demoPlayer } from '../../../test/fixtures.ts';

// Test data of the games feature, built through the shared schemas (the wire shapes).

export const game = (overrides: Partial<Game> = {}): Game =>
  gameSchema.parse({
    nodeId: '1001',
    gameId: 'HIS_SLOT_1',
    gameName: 'Lucky Slot',
    displayName: 'Lucky Slot',
    vassalage: 'HIS',
    gameType: 'INHOUSE',
    gameClassify: null,
    iconUrl: '/media/games/1001.svg',
    gameCode: null,
    defaultPlayType: null,
    accountTypeName: null,
    isGame: 'GAME',
    roomId: null,
    isHot: true,
    isNew: false,
    freeplay: true,
    minBet: 1,
    lineNum: 20,
    maintenance: false,
    ...overrides,
  });

export const vendorCard = (overrides: Partial<VendorCard> = {}): VendorCard =>
  vendorCardSchema.parse({
    vassalage: 'FP',
    displayName: 'Fish Party',
    gameType: 'FISH',
    accountTypeName: null,
    lagerIcon: '/media/vendors/FP.svg',
    mobileLargeIcon: '/media/vendors/FP.svg',
    logo: '/media/vendors/FP.svg',
    isGame: 'VASSALAGE',
    gameId: null,
    nodeId: null,
    gameCode: null,
    defaultPlayType: null,
    freeplay: true,
    telGameId: null,
    telNodeId: null,
    gameCount: 2,
    maintenance: false,
    ...overrides,
  });

/** The free demo account (type 4). */
export const trialPlayer: MemberInfo = memberInfoSchema.parse({
  ...demoPlayer,
  id: 9,
  account: 'trial_1',
  nickname: 'Trial',
  type: 4,
});

export const lotteryGame = (overrides: Partial<LotteryGame> = {}): LotteryGame =>
  lotteryGameSchema.parse({
    gameCode: 'VN_HN',
    gameName: 'Ha Noi Lottery',
    prizeMode: 'Lott',
    gameGroupCode: 'NORTH',
    playTypes: ['2D'],
    defaultPlayType: '2D',
    drawIntervalSeconds: 300,
    nextDrawTime: Date.UTC(2026, 4, 3, 7, 5),
    iconUrl: '/media/lottery/VN_HN.svg',
    ...overrides,
  });

const menusOf = (games: LotteryGame[]): LotteryMenus =>
  lotteryMenusSchema.parse(
    Object.fromEntries(
      games.map((entry) => [
        entry.gameGroupCode,
        {
          gameGroupCode: entry.gameGroupCode,
          gameGroupName: `${entry.gameGroupCode} group`,
          prizeMode: entry.prizeMode,
          gameMenus: games.filter((other) => other.gameGroupCode === entry.gameGroupCode),
        },
      ]),
    ),
  );

export const lotteryDraw = (overrides: Partial<LotteryDraw> = {}): LotteryDraw =>
  lotteryDrawSchema.parse({
    gameCode: 'VN_HN',
    gameName: 'Ha Noi Lottery',
    prizeMode: 'Lott',
    numero: '20260503-0084',
    drawTime: Date.UTC(2026, 4, 3, 7, 0),
    numbers: ['48213', '1234', '56'],
    ...overrides,
  });

/** A raw lottery-gateway answer (no envelope). */
const raw = (body: unknown) => ({ status: 200, body });

/** The game page URL the fake launch answers for a query. */
const gameUrlOf = (request: RecordedRequest): string =>
  `http://games.test/play/slot?ticket=t-${request.query.get('nodeId') ?? request.query.get('lottoGameCode') ?? request.query.get('lottoArea')}`;

/** The fake bff with the catalogue, launch and lottery gateway calls of these tests. */
export const gamesBff = ({
  games = [game()],
  lotteries = [lotteryGame()],
  draws = [lotteryDraw()],
}: { games?: Game[]; lotteries?: LotteryGame[]; draws?: LotteryDraw[] } = {}): FakeBff => {
  const bff = new FakeBff();
  bff.on('GET', '/wps/relay/GCSGAME_gameList', (request) => {
    const listed = games.filter(
      (entry) =>
        entry.vassalage === request.query.get('vassalage') &&
        entry.gameType === request.query.get('gameType'),
    );
    return ok({ games: listed, pageNum: 1, totalPages: 1, totalCount: listed.length });
  });
  bff.on('GET', '/wps/game/launchGame', (request) =>
    bff.member ? ok({ content: { game_url: gameUrlOf(request) } }) : fail('login.not.session', 401),
  );
  // What the lobby pages a launch may lead to ask for (their content is not under test here).
  bff.on('GET', '/wps/relay/GCSGAME_newGameVendor', () => ok({ data: { lanes: [] } }));
  bff.on('GET', '/wps/relay/GCSGAME_getVassGameType', () => ok({ content: {} }));
  bff.on('GET', '/wps/relay/GCSGAME_hotGamesV2', () => ok({ list: [] }));
  bff.on('GET', '/wps/relay/MCSFE_getFavoriteGames', () => ok([]));
  bff.on('GET', '/lgw/games/game_menus', () => raw(menusOf(lotteries)));
  bff.on('GET', '/lgw/vn/games/game_menu', (request) =>
    raw(menusOf(lotteries.filter((entry) => entry.prizeMode === request.query.get('prizeMode')))),
  );
  bff.on('GET', '/lgw/games/popular', () => raw(lotteries));
  bff.on('GET', '/lgw/vn/numeros/opened/game', (request) => {
    const mode = request.query.get('prizeMode');
    return raw(mode ? draws.filter((draw) => draw.prizeMode === mode) : draws);
  });
  return bff;
};
