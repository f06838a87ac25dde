import {
  gamePageSchema,
  gameSchema,
  laneSchema,
  vendorCardSchema,
  type Game,
  type GamePage,
  type GameType,
  type Lane,
  type VendorCard,
} from '@his/shared/schemas/games';
import { memberInfoSchema, type MemberInfo } from '@his/shared/schemas/member';
import { loginPublicValueSchema, type LoginPublicValue } from '@his/shared/schemas/session';
import {
  countryListSchema,
  permissionSchema,
  type Country,
  type Permission,
} from '@his/shared/schemas/system';
import { balanceSchema, type Balance } from '@his/shared/schemas/wallet';

/**
 * Test data of the machine specs, parsed with the shared schemas so that it is exactly what the
 * web's client would hand the machines.
 */

export const demoMember: MemberInfo = memberInfoSchema.parse({
  id: 1001,
  account: 'demo_player',
  nickname: 'Demo Player',
  type: 0,
  toUpline: true,
  mobile: null,
  regDate: 1_700_000_000_000,
  clubLabel: { labelName: 'Bronze', rankLevel: 1 },
  memberLabel: [],
});

/** A free-play (trial) account: type 4. */
export const trialMember: MemberInfo = memberInfoSchema.parse({
  ...demoMember,
  id: 2001,
  account: 'trial_2001',
  nickname: 'Guest 2001',
  type: 4,
});

export const loginValue = (
  facts: Partial<Pick<LoginPublicValue, 'firstTimeLogin' | 'passwordExpired'>> = {},
): LoginPublicValue =>
  loginPublicValueSchema.parse({
    firstTimeLogin: false,
    passwordExpired: false,
    userName: 'demo_player',
    ...facts,
  });

export const permission = (
  facts: Partial<Pick<Permission, 'maintenance' | 'regionRestriction'>> = {},
  country = 'KH',
): Permission =>
  permissionSchema.parse({
    info: {
      whitelabel: {
        modId: 'COMM3',
        enabled: '1',
        childrenNodes: [
          { modId: 'CAPTCHA3', enabled: '1', childrenNodes: [] },
          { modId: 'PWDEXPFORCECHANGE3', enabled: '1', childrenNodes: [] },
          { modId: 'FREEPLAY3', enabled: '0', childrenNodes: [] },
        ],
      },
      register: {},
      resources: [],
      customerService: [],
      analytics: {},
      imageCDNs: [],
      launchGameCDNs: [],
    },
    location: { ip: '203.0.113.7', country },
    maintenance: false,
    regionRestriction: false,
    ...facts,
  });

export const countries: Country[] = countryListSchema.parse([
  { countryCode: 'TH', countryDialingCode: '+66', countryName: 'Thailand' },
  { countryCode: 'KH', countryDialingCode: '+855', countryName: 'Cambodia' },
]);

export const balance = (sumBalance: number): Balance =>
  balanceSchema.parse({
    sumBalance,
    balance: [{ accountTypeId: 2, availBalance: sumBalance }],
    currency: 'USD',
    currencySymbol: '$',
  });

/** A rejection as the web's API client produces it: a stable code, never server text. */
export const apiError = (code: string, captcha = false) => ({ code, captcha });

/** A 1×1 PNG, base64 without the `data:` prefix. */
export const captchaPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A game as the lists answer it: an RNG slot open to free play unless `facts` say otherwise. */
export const game = (facts: Partial<Game> = {}): Game => {
  const nodeId = facts.nodeId ?? '101';
  return gameSchema.parse({
    nodeId,
    gameId: `G${nodeId}`,
    gameName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    vassalage: 'PG',
    gameType: 'RNG',
    gameClassify: null,
    iconUrl: `/media/games/${nodeId}.svg`,
    gameCode: null,
    defaultPlayType: null,
    accountTypeName: null,
    isGame: 'GAME',
    roomId: null,
    isHot: false,
    isNew: false,
    freeplay: true,
    minBet: 0.1,
    lineNum: 20,
    maintenance: false,
    ...facts,
  });
};

/** A vendor card of a lane: an RNG vendor without a direct game unless `facts` say otherwise. */
export const vendorCard = (facts: Partial<VendorCard> = {}): VendorCard => {
  const vassalage = facts.vassalage ?? 'PG';
  return vendorCardSchema.parse({
    vassalage,
    displayName: `Vendor ${vassalage}`,
    gameType: 'RNG',
    accountTypeName: null,
    lagerIcon: `/media/vendors/${vassalage}.svg`,
    mobileLargeIcon: `/media/vendors/${vassalage}.svg`,
    logo: `/media/vendors/${vassalage}.svg`,
    isGame: 'GAME',
    gameId: null,
    nodeId: null,
    gameCode: null,
    defaultPlayType: null,
    freeplay: true,
    telGameId: null,
    telNodeId: null,
    gameCount: 10,
    maintenance: false,
    ...facts,
  });
};

/** A lane of vendor cards, each card's type set to the lane's. */
export const lane = (title: GameType, vendors: string[]): Lane =>
  laneSchema.parse({
    title,
    cards: vendors.map((vassalage) => vendorCard({ vassalage, gameType: title })),
    gameClassify: [],
    gameCount: vendors.length * 10,
  });

/** `count` games with consecutive node ids from `firstNodeId`. */
export const games = (count: number, firstNodeId = 1): Game[] =>
  Array.from({ length: count }, (_, i) => game({ nodeId: String(firstNodeId + i) }));

/** A game-list page as `gameList` answers it. */
export const gamePage = (
  list: Game[],
  pageNum: number,
  totalPages: number,
  totalCount = list.length,
): GamePage => gamePageSchema.parse({ games: list, pageNum, totalPages, totalCount });
