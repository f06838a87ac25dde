import type { CatalogueGameType, DemoKind } from '../catalogue/games.ts';
import type { PrizeMode } from '../catalogue/lottery.ts';

/**
 * The demo catalogue, generated deterministically: the same vendors, games, node ids, names and
 * numbers on every start, so links, favourites and tests stay valid across restarts and QA
 * resets. Vendor and game names are invented; only the codes SPEC names (SV3, N2, KH19, the
 * esport and cockfight vendors, TCG's lottery account types) are real platform codes.
 */

interface SeedVendor {
  code: string;
  displayName: string;
  gameType: CatalogueGameType;
  accountTypeName: string | null;
  isGame: 'VASSALAGE' | 'GAME';
  freeplay: boolean;
  maintenance: boolean;
  /** Direct cards (sports books) launch this game of the vendor. */
  launchGameId: string | null;
  launchNodeId: string | null;
  gameCode: string | null;
  defaultPlayType: string | null;
}

interface SeedGame {
  vendorIndex: number;
  nodeId: string;
  gameId: string;
  gameName: string;
  displayName: string;
  gameType: CatalogueGameType;
  classify: string | null;
  gameCode: string | null;
  defaultPlayType: string | null;
  accountTypeName: string | null;
  isHot: boolean;
  isNew: boolean;
  freeplay: boolean;
  minBetCents: bigint;
  lineNum: number;
  maintenance: boolean;
  demoKind: DemoKind | null;
  position: number;
}

interface SeedLotteryGame {
  gameCode: string;
  name: string;
  prizeMode: PrizeMode;
  groupCode: string;
  groupName: string;
  playTypes: string[];
  defaultPlayType: string;
  drawIntervalSeconds: number;
  popularity: number;
}

interface SeedRoom {
  /** Index into the games list. */
  gameIndex: number;
  roomId: string;
  roomName: string;
  minBetCents: bigint;
  maxPlayers: number;
}

interface SeedJackpot {
  gameIndex: number;
  baseCents: bigint;
  growthCentsPerMinute: bigint;
  cycleSeconds: number;
}

export interface SeedCatalogue {
  vendors: SeedVendor[];
  games: SeedGame[];
  lotteryGames: SeedLotteryGame[];
  rooms: SeedRoom[];
  jackpots: SeedJackpot[];
}

// --- Lottery games -------------------------------------------------------------------------

const vnPlayTypes = ['DE', 'LO', 'BA_CANG'];
const zyPlayTypes = ['DE', 'LO'];
const elottPlayTypes = ['NUMBER', 'BIG_SMALL', 'ODD_EVEN'];
const seaPlayTypes = ['2D', '4D_BIG', '4D_SMALL'];

const lottery = (
  gameCode: string,
  name: string,
  prizeMode: PrizeMode,
  drawIntervalSeconds: number,
  popularity: number,
): SeedLotteryGame => {
  const groups: Record<PrizeMode, [string, string, string[], string]> = {
    Lott: ['VN_LOTT', 'VN Lotto', vnPlayTypes, 'DE'],
    ZY: ['VN_SPEED', 'VN Speed Lotto', zyPlayTypes, 'DE'],
    Elott: ['E_LOTT', 'E-Lottery', elottPlayTypes, 'NUMBER'],
    SEA: ['SEA_LOTT', 'SEA Lottery', seaPlayTypes, '2D'],
  };
  const [groupCode, groupName, playTypes, defaultPlayType] = groups[prizeMode];
  return {
    gameCode,
    name,
    prizeMode,
    groupCode,
    groupName,
    playTypes,
    defaultPlayType,
    drawIntervalSeconds,
    popularity,
  };
};

const seedLotteryGames: readonly SeedLotteryGame[] = [
  lottery('VNL_NORTH', 'Northern Star Lotto', 'Lott', 3600, 1),
  lottery('VNL_CENTRAL', 'Central Coast Lotto', 'Lott', 3600, 6),
  lottery('VNL_SOUTH', 'Southern Delta Lotto', 'Lott', 1800, 3),
  lottery('VNL_RIVER', 'Nine Rivers Lotto', 'Lott', 1200, 11),
  lottery('VNL_HIGHLAND', 'Highland Mist Lotto', 'Lott', 7200, 15),
  lottery('VNL_LOTUS', 'Lotus Bay Lotto', 'Lott', 900, 9),
  lottery('ZY_1MIN', 'Speed Lotto 1 Minute', 'ZY', 60, 2),
  lottery('ZY_3MIN', 'Speed Lotto 3 Minutes', 'ZY', 180, 5),
  lottery('ZY_5MIN', 'Speed Lotto 5 Minutes', 'ZY', 300, 8),
  lottery('ZY_10MIN', 'Speed Lotto 10 Minutes', 'ZY', 600, 14),
  lottery('EL_FAST3', 'Fast Three', 'Elott', 60, 4),
  lottery('EL_LUCKY5', 'Lucky Five', 'Elott', 120, 7),
  lottery('EL_RACE10', 'Ten Horse Race', 'Elott', 300, 10),
  lottery('EL_KENO', 'Comet Keno', 'Elott', 180, 12),
  lottery('EL_PICK11', 'Pick Eleven', 'Elott', 600, 16),
  lottery('EL_LUCKY7', 'Lucky Seven', 'Elott', 240, 18),
  lottery('SEA_JADE4D', 'Jade 4D', 'SEA', 1800, 13),
  lottery('SEA_PEARL', 'Pearl Harbour 4D', 'SEA', 900, 17),
  lottery('SEA_TOTO', 'Island Toto', 'SEA', 3600, 19),
  lottery('SEA_LUCKY3', 'Lucky Three', 'SEA', 300, 20),
  lottery('SEA_DAILY', 'Sunset Daily 4D', 'SEA', 86_400, 21),
  lottery('SEA_MONSOON', 'Monsoon 4D', 'SEA', 600, 22),
];

// --- Vendors -------------------------------------------------------------------------------

type VendorPlan = Omit<SeedVendor, 'launchGameId' | 'launchNodeId'> & {
  /** How the vendor's games are made. */
  games: GamePlan;
  /** The card launches the vendor's first game directly. */
  direct: boolean;
};

type GamePlan =
  | { kind: 'generated'; count: number; classes: readonly string[]; suffixes?: readonly string[] }
  | { kind: 'named'; names: readonly (readonly [name: string, classify: string])[] }
  | { kind: 'lottery'; prizeModes: readonly PrizeMode[] }
  | { kind: 'none' };

const vendor = (
  code: string,
  displayName: string,
  gameType: CatalogueGameType,
  games: GamePlan,
  options: Partial<Omit<VendorPlan, 'games'>> = {},
): VendorPlan => ({
  code,
  displayName,
  gameType,
  accountTypeName: null,
  isGame: 'GAME',
  freeplay: true,
  maintenance: false,
  direct: false,
  gameCode: null,
  defaultPlayType: null,
  ...options,
  games,
});

/** A sports-typed vendor whose card launches its one book directly. */
const book = (code: string, displayName: string, classify: string, name: string): VendorPlan =>
  vendor(
    code,
    displayName,
    'SPORTS',
    { kind: 'named', names: [[name, classify]] },
    { freeplay: false, direct: true },
  );

const slotClasses = ['SLOT', 'SLOT', 'SLOT', 'JACKPOT', 'TABLE', 'ARCADE'] as const;
const liveClasses = ['BACCARAT', 'ROULETTE', 'SICBO', 'DRAGONTIGER'] as const;

const vendorPlans: readonly VendorPlan[] = [
  vendor(
    'TCG',
    'VN Lottery',
    'ELOTT',
    { kind: 'none' },
    { accountTypeName: 'TCG_LOTTO_VN', freeplay: false },
  ),
  vendor(
    'GLE',
    'Golden Lantern E-Lotto',
    'ELOTT',
    { kind: 'lottery', prizeModes: ['Elott'] },
    { freeplay: false },
  ),
  vendor(
    'TCG',
    'SEA Lottery',
    'LOTT',
    { kind: 'none' },
    { accountTypeName: 'TCG_SEA', freeplay: false },
  ),
  vendor(
    'LTX',
    'Lotus Lotto House',
    'LOTT',
    { kind: 'lottery', prizeModes: ['Lott', 'ZY', 'SEA'] },
    { freeplay: false },
  ),
  vendor(
    'N2',
    'N2 Live Casino',
    'LIVE',
    { kind: 'generated', count: 12, classes: liveClasses },
    { freeplay: false },
  ),
  vendor(
    'RDL',
    'Ruby Deal Live',
    'LIVE',
    { kind: 'generated', count: 10, classes: liveClasses },
    { freeplay: false },
  ),
  vendor(
    'LMN',
    'Lumen Live Studio',
    'LIVE',
    { kind: 'generated', count: 8, classes: liveClasses },
    { freeplay: false, maintenance: true },
  ),
  book('SV3', 'SV3 Sports', 'SPORTSBOOK', 'SV3 Sportsbook'),
  book('KSP', 'Kestrel Sports', 'SPORTSBOOK', 'Kestrel Sportsbook'),
  book('AV', 'AV E-Sports', 'ESPORTS', 'AV Arena'),
  book('IMES', 'IMES E-Sports', 'ESPORTS', 'IMES Championship'),
  book('IA', 'IA E-Sports', 'ESPORTS', 'IA Battlegrounds'),
  book('AI', 'AI E-Sports', 'ESPORTS', 'AI Clash League'),
  book('TF', 'TF Gaming', 'ESPORTS', 'TF Pro Series'),
  book('DS88', 'DS88 Cockfight', 'COCKFIGHT', 'DS88 Derby Pit'),
  book('DIG', 'DIG Cockfight', 'COCKFIGHT', 'DIG Sabong Arena'),
  vendor(
    'OFH',
    'Ocean Fortune Fishing',
    'FISH',
    { kind: 'generated', count: 14, classes: ['FISHING'], suffixes: ['Fishing', 'Hunter'] },
    { isGame: 'VASSALAGE' },
  ),
  vendor('RFH', 'Reef Hunter', 'FISH', {
    kind: 'generated',
    count: 12,
    classes: ['FISHING'],
    suffixes: ['Catch', 'Reef'],
  }),
  vendor('KH19', 'KH19 Games', 'RNG', { kind: 'generated', count: 40, classes: slotClasses }),
  vendor('NOVA', 'Nova Reels', 'RNG', { kind: 'generated', count: 48, classes: slotClasses }),
  vendor('EMBR', 'Ember Spin', 'RNG', { kind: 'generated', count: 44, classes: slotClasses }),
  vendor('TIDE', 'Tidewater Slots', 'RNG', { kind: 'generated', count: 42, classes: slotClasses }),
  vendor('OAKR', 'Oak and Reel', 'RNG', { kind: 'generated', count: 36, classes: slotClasses }),
  vendor(
    'PKH',
    'Poker Harbour',
    'PVP',
    { kind: 'generated', count: 10, classes: ['CARD'], suffixes: ['Poker', 'Showdown'] },
    { isGame: 'VASSALAGE' },
  ),
  vendor('CDL', 'Card Lantern', 'PVP', {
    kind: 'generated',
    count: 10,
    classes: ['CARD', 'MAHJONG'],
    suffixes: ['Cards', 'Mahjong'],
  }),
  vendor('BGB', 'Bingo Bay', 'BINGO', {
    kind: 'generated',
    count: 12,
    classes: ['BINGO', 'KENO'],
    suffixes: ['Bingo', 'Keno'],
  }),
  vendor('HIS', 'HIS Originals', 'INHOUSE', {
    kind: 'named',
    names: [
      ['HIS Lucky Slot', 'ORIGINALS'],
      ['HIS Dice Duel', 'ORIGINALS'],
      ['HIS Rocket Crash', 'ORIGINALS'],
      ['HIS Jungle Slot', 'ORIGINALS'],
      ['HIS High Low Dice', 'ORIGINALS'],
      ['HIS Comet Crash', 'ORIGINALS'],
    ],
  }),
];

// --- Names ---------------------------------------------------------------------------------

const adjectives = [
  'Lucky',
  'Golden',
  'Jade',
  'Crimson',
  'Silver',
  'Mystic',
  'Royal',
  'Wild',
  'Thunder',
  'Frozen',
  'Blazing',
  'Emerald',
  'Midnight',
  'Sunny',
  'Cosmic',
  'Ancient',
  'Neon',
  'Velvet',
  'Shadow',
  'Crystal',
  'Dancing',
  'Hidden',
  'Roaring',
  'Sacred',
  'Stormy',
  'Twin',
  'Electric',
  'Amber',
  'Glowing',
  'Secret',
] as const;
const nouns = [
  'Tiger',
  'Dragon',
  'Phoenix',
  'Lotus',
  'Temple',
  'Fortune',
  'Panda',
  'Koi',
  'Empress',
  'Treasure',
  'Volcano',
  'Jungle',
  'Orchid',
  'Monkey',
  'Pearl',
  'Comet',
  'Harbour',
  'Garden',
  'Falcon',
  'Lantern',
  'Buffalo',
  'Carnival',
  'Galaxy',
  'Kingdom',
  'Mermaid',
  'Oasis',
  'Pyramid',
  'Samurai',
  'Voyage',
  'Wolf',
] as const;

/** Deterministic pseudo random numbers (mulberry32): the same sequence on every start. */
const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** Every adjective and noun pair once, in a fixed shuffled order. */
const namePairs = (): string[] => {
  const pairs = adjectives.flatMap((adjective) => nouns.map((noun) => `${adjective} ${noun}`));
  const random = seededRandom(20_240_901);
  for (let i = pairs.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j] as string, pairs[i] as string];
  }
  return pairs;
};

const classSuffix: Readonly<Record<string, string>> = {
  TABLE: 'Blackjack',
  ARCADE: 'Crash',
  JACKPOT: 'Mega Pot',
  BACCARAT: 'Baccarat',
  ROULETTE: 'Roulette',
  SICBO: 'Sic Bo',
  DRAGONTIGER: 'Dragon Tiger',
};

const demoKindOf = (gameType: CatalogueGameType, classify: string, name: string): DemoKind => {
  if (gameType === 'ELOTT' || gameType === 'LOTT') return 'lottery';
  if (name.includes('Crash') || classify === 'ARCADE') return 'crash';
  if (name.includes('Dice')) return 'dice';
  if (gameType === 'LIVE' || gameType === 'PVP' || gameType === 'SPORTS') return 'dice';
  return 'slot';
};

const minBets = [10n, 20n, 50n, 100n, 200n, 500n, 1000n] as const;
const slotLines = [9, 20, 25, 30, 40, 50, 243] as const;
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** The node id of a vendor's n-th game: stable while the vendor keeps its place in the plan. */
const nodeIdOf = (vendorIndex: number, n: number) => String(100_000 + vendorIndex * 1000 + n + 1);
const gameIdOf = (code: string, n: number) => `${code}_${String(n + 1).padStart(3, '0')}`;

/**
 * The game maintenance switch of the seed: one game of Nova Reels is down for maintenance, so
 * the lobby shows the badge and a launch answers `game.maintenance`.
 */
const maintenanceGame = { vendor: 'NOVA', index: 4 } as const;

const buildCatalogue = (): SeedCatalogue => {
  const pairs = namePairs();
  let nextPair = 0;
  const takeName = () => {
    const name = pairs[nextPair];
    nextPair += 1;
    if (name === undefined) throw new Error('the seed ran out of game names');
    return name;
  };
  const games: SeedGame[] = [];
  const rooms: SeedRoom[] = [];
  const jackpots: SeedJackpot[] = [];
  const vendors: SeedVendor[] = [];
  vendorPlans.forEach((plan, vendorIndex) => {
    const { games: gamePlan, direct, ...seedVendor } = plan;
    vendors.push({
      ...seedVendor,
      launchGameId: direct ? gameIdOf(plan.code, 0) : null,
      launchNodeId: direct ? nodeIdOf(vendorIndex, 0) : null,
    });
    const entries: { name: string; classify: string; code: string | null; play: string | null }[] =
      [];
    if (gamePlan.kind === 'named') {
      for (const [name, classify] of gamePlan.names)
        entries.push({ name, classify, code: null, play: null });
    } else if (gamePlan.kind === 'generated') {
      for (let n = 0; n < gamePlan.count; n += 1) {
        const classify = pick(gamePlan.classes, n);
        const base = takeName();
        const suffix = gamePlan.suffixes ? pick(gamePlan.suffixes, n) : classSuffix[classify];
        entries.push({
          name: suffix ? `${base} ${suffix}` : base,
          classify,
          code: null,
          play: null,
        });
      }
    } else if (gamePlan.kind === 'lottery') {
      for (const game of seedLotteryGames.filter((g) => gamePlan.prizeModes.includes(g.prizeMode)))
        entries.push({
          name: game.name,
          classify: 'LOTTERY',
          code: game.gameCode,
          play: game.defaultPlayType,
        });
    }
    entries.forEach((entry, n) => {
      const gameIndex = games.length;
      const isSlot = plan.gameType === 'RNG' && entry.classify !== 'TABLE';
      const isInhouse = plan.gameType === 'INHOUSE';
      games.push({
        vendorIndex,
        nodeId: nodeIdOf(vendorIndex, n),
        gameId: gameIdOf(plan.code, n),
        gameName: entry.name,
        // Lobbies show the display name; it drops the in-house prefix ("Lucky Slot").
        displayName: isInhouse ? entry.name.replace(/^HIS /, '') : entry.name,
        gameType: plan.gameType,
        classify: entry.classify,
        gameCode: entry.code,
        defaultPlayType: entry.play,
        accountTypeName: null,
        isHot: isInhouse || n % 7 === 2,
        isNew: gamePlan.kind === 'generated' && n >= gamePlan.count - 3,
        freeplay: plan.freeplay,
        minBetCents: pick(minBets, n + vendorIndex),
        lineNum: isSlot ? pick(slotLines, n + vendorIndex) : 0,
        maintenance: plan.code === maintenanceGame.vendor && n === maintenanceGame.index,
        demoKind: demoKindOf(plan.gameType, entry.classify, entry.name),
        position: n + 1,
      });
      if (plan.gameType === 'PVP') {
        const tiers = [
          ['Novice', 1n, 6],
          ['Regular', 5n, 6],
          ['High Roller', 50n, 4],
        ] as const;
        tiers.forEach(([tier, factor, maxPlayers], t) => {
          rooms.push({
            gameIndex,
            roomId: `${plan.code}${String(n + 1).padStart(3, '0')}R${t + 1}`,
            roomName: `${entry.name} ${tier}`,
            minBetCents: pick(minBets, n) * factor,
            maxPlayers,
          });
        });
      }
      if ((isSlot && (entry.classify === 'JACKPOT' || n % 4 === 0)) || isInhouse) {
        jackpots.push({
          gameIndex,
          baseCents: 500_000n + BigInt(((vendorIndex * 37 + n * 101) % 97) * 25_000),
          growthCentsPerMinute: BigInt(50 + ((vendorIndex * 13 + n * 7) % 40) * 5),
          cycleSeconds: 86_400 * (3 + ((vendorIndex + n) % 5)),
        });
      }
    });
  });
  return { vendors, games, lotteryGames: [...seedLotteryGames], rooms, jackpots };
};

export const catalogueSeed: SeedCatalogue = buildCatalogue();
