import {
  clientType,
  cockfightVendorCodes,
  esportVendorCodes,
  gameListFirstPageSize,
  gameListNextPageSize,
  gameListPageSize,
  headerDropdownVendors,
  launchPlatform,
} from '@his/shared/constants';
import type { Game, GameListQuery, GameType, Lane, VendorCard } from '@his/shared/schemas/games';

/** Infinite scroll (`scroll`) or numbered pages (`pager`). */
export type LobbyMode = 'scroll' | 'pager';

/** The vendor filter: `ALL` or one vendor code. */
export const allVendors = 'ALL';

/** What the grid lists; every change reloads page 1. */
export interface GameFilter {
  category: GameType | null;
  /** {@link allVendors} or a vendor code. */
  vendor: string;
  /** Part of a game name; blank means no name filter. */
  search: string;
  /** A game class of the category (filter chip), or null for every class. */
  classify: string | null;
}

/** A page to ask for: `pageNo` counts pages of `pageSize` games. */
export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/**
 * The next page of infinite scroll after `loaded` games (SPEC §9: 21 first, then 18): pages of
 * 18, the one holding the first game not loaded yet. The first page was 21 long, so the second
 * request repeats the 3 games past 18; {@link mergeGames} drops them.
 */
export const nextPageRequest = (loaded: number): PageRequest => ({
  pageNo: Math.floor(Math.max(0, loaded) / gameListNextPageSize) + 1,
  pageSize: gameListNextPageSize,
});

/** The first page of a filter: 21 games in scroll mode, 24 in pager mode. */
export const firstPageRequest = (mode: LobbyMode): PageRequest => ({
  pageNo: 1,
  pageSize: mode === 'scroll' ? gameListFirstPageSize : gameListPageSize,
});

/** A numbered page in pager mode (24 games each). */
export const pagerRequest = (pageNo: number): PageRequest => ({
  pageNo,
  pageSize: gameListPageSize,
});

/** `a` followed by the games of `b` not listed yet (by nodeId), order kept. */
export const mergeGames = (a: readonly Game[], b: readonly Game[]): Game[] => {
  const seen = new Set<string>();
  const out: Game[] = [];
  for (const game of [...a, ...b]) {
    if (seen.has(game.nodeId)) continue;
    seen.add(game.nodeId);
    out.push(game);
  }
  return out;
};

/** The `gameList` query of a filter and page (SPEC §3 "Game list query"). */
export const gameListQueryOf = (filter: GameFilter, page: PageRequest): GameListQuery => {
  const query: GameListQuery = {
    clientType,
    platform: launchPlatform,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
  if (filter.category !== null) query.gameType = filter.category;
  if (filter.vendor !== allVendors) query.vassalage = filter.vendor;
  if (filter.classify !== null) query.gameClassify = filter.classify;
  const name = filter.search.trim();
  if (name !== '') query.gameName = name;
  return query;
};

const isIn = (codes: readonly string[]) => (card: VendorCard) => codes.includes(card.vassalage);

const laneOf = (title: GameType, cards: VendorCard[], from: Lane): Lane => {
  const codes = new Set(cards.map((card) => card.vassalage));
  return {
    title,
    cards,
    // Class counts are the platform's per class; split lanes keep the classes of their vendors.
    gameClassify: from.gameClassify
      .map((entry) => ({ ...entry, vendors: entry.vendors.filter((code) => codes.has(code)) }))
      .filter((entry) => entry.vendors.length > 0),
    gameCount: cards.reduce((sum, card) => sum + card.gameCount, 0),
  };
};

/**
 * One card per vendor product: a vendor may offer several (TCG's VN lottery and SEA lottery
 * differ by account type), so the key is the vendor code with the account type.
 */
const uniqueCards = (cards: VendorCard[]): VendorCard[] => {
  const seen = new Set<string>();
  const keyOf = (card: VendorCard) => `${card.vassalage}|${card.accountTypeName ?? ''}`;
  return cards.filter((card) => !seen.has(keyOf(card)) && seen.add(keyOf(card)));
};

/**
 * Splits the SPORTS lane (SPEC §3): cards of esport vendors (AV, IMES, IA, AI, TF) form an
 * `ESPORTS` lane and cockfight vendors (DS88, DIG) a `COCKFIGHT` lane, placed right after
 * SPORTS, each only when it has cards. Idempotent: lanes already split stay as they are.
 */
export const splitLanes = (lanes: readonly Lane[]): Lane[] => {
  const sports = lanes.find((lane) => lane.title === 'SPORTS');
  if (sports === undefined) return [...lanes];
  const existing = (title: GameType) => lanes.find((lane) => lane.title === title)?.cards ?? [];
  const split = (title: GameType, codes: readonly string[]): Lane[] => {
    const cards = uniqueCards([...existing(title), ...sports.cards.filter(isIn(codes))]);
    return cards.length === 0 ? [] : [laneOf(title, cards, sports)];
  };
  const rest = sports.cards.filter(
    (card) => !isIn(esportVendorCodes)(card) && !isIn(cockfightVendorCodes)(card),
  );
  const out: Lane[] = [];
  for (const lane of lanes) {
    if (lane.title === 'ESPORTS' || lane.title === 'COCKFIGHT') continue;
    if (lane.title !== 'SPORTS') {
      out.push(lane);
      continue;
    }
    if (rest.length > 0) out.push(laneOf('SPORTS', rest, sports));
    out.push(...split('ESPORTS', esportVendorCodes), ...split('COCKFIGHT', cockfightVendorCodes));
  }
  return out;
};

/** A header navigation entry (SPEC §2). */
export type HeaderCategoryKey =
  'elott' | 'live' | 'sports' | 'fish' | 'rng' | 'bingo' | 'pvp' | 'esports' | 'cockfight';

export interface HeaderCategory {
  key: HeaderCategoryKey;
  /** The page the entry links to: `/elott`, `/live` … */
  path: `/${HeaderCategoryKey}`;
  /** The lanes the entry lists (ELOTT and LOTT for `elott`). */
  gameTypes: GameType[];
  /** The first vendors of the dropdown (up to 9). */
  vendors: VendorCard[];
  /** Every vendor of the entry (the dropdown shows MORE when it exceeds `vendors`). */
  vendorCount: number;
}

/** SPEC order: bingo sits just before pvp; cockfight (a departure) after esports. */
const headerOrder: { key: HeaderCategoryKey; gameTypes: GameType[] }[] = [
  { key: 'elott', gameTypes: ['ELOTT', 'LOTT'] },
  { key: 'live', gameTypes: ['LIVE'] },
  { key: 'sports', gameTypes: ['SPORTS'] },
  { key: 'fish', gameTypes: ['FISH'] },
  { key: 'rng', gameTypes: ['RNG'] },
  { key: 'bingo', gameTypes: ['BINGO'] },
  { key: 'pvp', gameTypes: ['PVP'] },
  { key: 'esports', gameTypes: ['ESPORTS'] },
  { key: 'cockfight', gameTypes: ['COCKFIGHT'] },
];

/**
 * The header's game categories (SPEC §2) from the platform's lanes (split or not): in SPEC
 * order, each present only when its lanes have vendors, with up to 9 vendors for the dropdown.
 */
export const headerCategories = (lanes: readonly Lane[]): HeaderCategory[] => {
  const split = splitLanes(lanes);
  return headerOrder.flatMap(({ key, gameTypes }) => {
    const cards = uniqueCards(
      gameTypes.flatMap((type) => split.find((lane) => lane.title === type)?.cards ?? []),
    );
    if (cards.length === 0) return [];
    return [
      {
        key,
        path: `/${key}` as const,
        gameTypes,
        vendors: cards.slice(0, headerDropdownVendors),
        vendorCount: cards.length,
      },
    ];
  });
};
