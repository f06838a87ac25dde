import type { Game, GameType, Lane, VendorCard } from '@his/shared/schemas/games';
import { gameSchema, laneSchema, vendorCardSchema } from '@his/shared/schemas/games';
import type { MemberInfo } from '@his/shared/schemas/member';
import { memberInfoSchema } from '@his/shared/schemas/member';
import type { RecordedRequest } from '../../../test/fake-bff.ts';
import { FakeBff, fail, ok } from '../../../test/fake-bff.ts';
import { demoPlayer } from '../../../test/fixtures.ts';

// Test data of the lobby, built through the shared schemas (the wire shapes), and a fake bff
// that answers the catalogue calls the way the platform does (filters, paging, favourites).

const vendor = (
  vassalage: string,
  displayName: string,
  gameType: GameType,
  overrides: Partial<VendorCard> = {},
): VendorCard =>
  vendorCardSchema.parse({
    vassalage,
    displayName,
    gameType,
    accountTypeName: null,
    lagerIcon: `/media/vendors/${vassalage}-large.svg`,
    mobileLargeIcon: `/media/vendors/${vassalage}-large.svg`,
    logo: `/media/vendors/${vassalage}.svg`,
    isGame: 'GAME',
    gameId: null,
    nodeId: null,
    gameCode: null,
    defaultPlayType: null,
    freeplay: true,
    telGameId: null,
    telNodeId: null,
    gameCount: 0,
    maintenance: false,
    ...overrides,
  });

const book = (vassalage: string, displayName: string) =>
  vendor(vassalage, displayName, 'SPORTS', { gameId: `${vassalage}_BOOK`, freeplay: false });

/** Vendors per lane; SPORTS holds esport (AV, IMES) and cockfight (DS88) vendors to split. */
const vendors = {
  ELOTT: [
    vendor('TCG', 'VN Lottery', 'ELOTT', { accountTypeName: 'TCG_LOTTO_VN', freeplay: false }),
    vendor('GLE', 'Golden Lantern E-Lotto', 'ELOTT'),
  ],
  LOTT: [vendor('TCG', 'SEA Lottery', 'LOTT', { accountTypeName: 'TCG_SEA', freeplay: false })],
  LIVE: [
    vendor('N2', 'N2 Live Casino', 'LIVE', { freeplay: false }),
    vendor('LMN', 'Lumen Live Studio', 'LIVE', { maintenance: true }),
  ],
  SPORTS: [
    book('SV3', 'SV3 Sports'),
    book('AV', 'AV E-Sports'),
    book('IMES', 'IMES E-Sports'),
    book('DS88', 'DS88 Cockfight'),
  ],
  RNG: [
    vendor('KH19', 'KH19 Games', 'RNG'),
    vendor('NOVA', 'Nova Reels', 'RNG'),
    vendor('EMBR', 'Ember Spin', 'RNG'),
    vendor('TIDE', 'Tidewater Slots', 'RNG'),
    vendor('OAKR', 'Oak and Reel', 'RNG'),
    vendor('PINE', 'Pine Spins', 'RNG'),
    vendor('ONYX', 'Onyx Reels', 'RNG'),
    vendor('LARK', 'Lark Slots', 'RNG'),
    vendor('MOSS', 'Moss Gaming', 'RNG'),
    vendor('RUBY', 'Ruby Reels', 'RNG'),
  ],
  FISH: [vendor('OFH', 'Ocean Fortune Fishing', 'FISH', { isGame: 'VASSALAGE' })],
} satisfies Partial<Record<GameType, VendorCard[]>>;

const words = ['Lucky', 'Golden', 'Jade', 'Tiger', 'Dragon', 'Lotus', 'Comet', 'Panda'];

/** The RNG games: 30 per vendor of the first three, in node-id order. */
const rngGames: Game[] = ['KH19', 'NOVA', 'EMBR'].flatMap((code, vendorIndex) =>
  Array.from({ length: 30 }, (_, index) => {
    const number = vendorIndex * 100 + index + 1;
    const name = `${words[index % words.length]} ${words[(index + vendorIndex + 3) % words.length]} ${number}`;
    return gameSchema.parse({
      nodeId: String(2000 + number),
      gameId: `${code}_${number}`,
      gameName: name,
      displayName: name,
      vassalage: code,
      gameType: 'RNG',
      gameClassify: index % 3 === 0 ? 'TABLE' : 'SLOT',
      iconUrl: `/media/games/${2000 + number}.svg`,
      gameCode: null,
      defaultPlayType: null,
      accountTypeName: null,
      isGame: 'GAME',
      roomId: null,
      isHot: index === 1,
      isNew: index === 2,
      freeplay: true,
      minBet: 0.1,
      lineNum: 20,
      maintenance: index === 4,
    });
  }),
);

/** A game of the in-house vendor, whose name no RNG game shares. */
export const houseSlot: Game = gameSchema.parse({
  ...rngGames[0],
  nodeId: '1001',
  gameId: 'HIS_SLOT',
  gameName: 'HIS Moonlight Slot',
  displayName: 'HIS Moonlight Slot',
  vassalage: 'HIS',
  gameType: 'INHOUSE',
  iconUrl: '/media/games/1001.svg',
  isHot: true,
  maintenance: false,
});

const catalogueGames: Game[] = [houseSlot, ...rngGames];

export const gameNamed = (name: string): Game => {
  const found = catalogueGames.find((game) => game.displayName === name);
  if (!found) throw new Error(`no game ${name}`);
  return found;
};

export const lanes: Lane[] = Object.entries(vendors).map(([title, cards]) =>
  laneSchema.parse({ title, cards, gameClassify: [], gameCount: 0 }),
);

/** The platform's `content[GAMETYPE][VENDOR]` game classes. */
export const vendorClasses = {
  RNG: {
    KH19: [
      { key: 'SLOT', displayName: 'Slots', gameCount: 20 },
      { key: 'TABLE', displayName: 'Table Games', gameCount: 10 },
    ],
    NOVA: [
      { key: 'SLOT', displayName: 'Slots', gameCount: 20 },
      { key: 'TABLE', displayName: 'Table Games', gameCount: 10 },
    ],
  },
};

export const trialPlayer: MemberInfo = memberInfoSchema.parse({
  ...demoPlayer,
  id: 9,
  account: 'trial_0001',
  nickname: 'Guest 0001',
  type: 4,
});

const param = (request: RecordedRequest, name: string) => request.query.get(name) ?? undefined;

/** What `GCSGAME_gameList` answers: the filters of SPEC §3 with AND, then the page. */
const pageOf = (request: RecordedRequest) => {
  const gameType = param(request, 'gameType');
  const vendorCodes = param(request, 'vassalage')?.split(',');
  const name = param(request, 'gameName')?.toLowerCase();
  const classify = param(request, 'gameClassify');
  const matching = catalogueGames.filter(
    (game) =>
      (!gameType || game.gameType === gameType) &&
      (!vendorCodes || vendorCodes.includes(game.vassalage)) &&
      (!name || game.displayName.toLowerCase().includes(name)) &&
      (!classify || game.gameClassify === classify),
  );
  const pageNo = Number(param(request, 'pageNo') ?? 1);
  const pageSize = Number(param(request, 'pageSize') ?? 24);
  return {
    games: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNum: pageNo,
    totalPages: Math.ceil(matching.length / pageSize),
    totalCount: matching.length,
  };
};

/**
 * The fake bff with the catalogue behind it. Favourites live in `favourites` (node ids, newest
 * last); a trial account is refused them like on the platform.
 */
export class LobbyFakeBff extends FakeBff {
  favourites: string[] = [];
  recent: Game[] = [];

  constructor() {
    super();
    this.on('GET', '/wps/relay/GCSGAME_newGameVendor', () => ok({ data: { lanes } }));
    this.on('GET', '/wps/relay/GCSGAME_getVassGameType', () => ok({ content: vendorClasses }));
    this.on('GET', '/wps/relay/GCSGAME_gameList', (request) => ok(pageOf(request)));
    this.on('GET', '/wps/relay/GCSGAME_hotGamesV2', (request) => {
      const gameType = param(request, 'gameType');
      return ok({
        list: catalogueGames.filter(
          (game) => game.isHot && (!gameType || game.gameType === gameType),
        ),
      });
    });
    this.on('GET', '/wps/relay/ODSFE2_getWinnerBoard', () =>
      ok({
        list: [
          {
            vo: {
              customerName: 'de***er',
              winAmount: 1234.5,
              gameName: houseSlot.gameName,
              displayName: houseSlot.displayName,
              vassalage: 'HIS',
              gameType: 'INHOUSE',
              nodeId: houseSlot.nodeId,
              iconUrl: houseSlot.iconUrl,
              time: 1_700_000_000_000,
            },
          },
        ],
      }),
    );
    this.on('GET', '/wps/relay/VIS_getJackpot', () =>
      ok({
        list: [
          {
            nodeId: houseSlot.nodeId,
            gameName: houseSlot.gameName,
            displayName: houseSlot.displayName,
            vassalage: 'HIS',
            iconUrl: houseSlot.iconUrl,
            amount: 98765.43,
          },
        ],
      }),
    );
    this.on('GET', '/wps/relay/MCSFE_getFavoriteGames', () =>
      this.forMember(() => ok(this.favourites)),
    );
    this.on('GET', '/wps/relay/MCSFE_getFavoriteGamesList', () =>
      this.forMember(() =>
        ok({
          content: [...this.favourites]
            .reverse()
            .map((nodeId) => catalogueGames.find((game) => game.nodeId === nodeId))
            .filter((game) => game !== undefined),
          pageNum: 1,
          totalPages: 1,
        }),
      ),
    );
    this.on('POST', '/wps/relay/MCSFE_addFavoriteGameV2', (request) =>
      this.forRealMember(() => {
        const { nodeId } = request.body as { nodeId: string };
        if (!this.favourites.includes(nodeId)) this.favourites.push(nodeId);
        return ok(null);
      }),
    );
    this.on('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', (request) =>
      this.forRealMember(() => {
        const { nodeId } = request.body as { nodeId: string };
        this.favourites = this.favourites.filter((id) => id !== nodeId);
        return ok(null);
      }),
    );
    this.on('GET', '/wps/relay/GCS_recentGame', () =>
      this.forMember(() => ok({ list: this.recent, totalPages: 1 })),
    );
  }

  private forMember(answer: () => ReturnType<typeof ok>) {
    return this.member ? answer() : fail('login.not.session', 401);
  }

  private forRealMember(answer: () => ReturnType<typeof ok>) {
    if (!this.member) return fail('login.not.session', 401);
    return this.member.type === 4 ? fail('account.trial', 403) : answer();
  }

  /** The gameList requests made so far, as their query parameters. */
  gameListQueries(): Record<string, string>[] {
    return this.requestsTo('GET', '/wps/relay/GCSGAME_gameList').map((request) =>
      Object.fromEntries(request.query),
    );
  }
}
