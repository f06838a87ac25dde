import { assign, fromPromise, not, setup, stateIn } from 'xstate';
import type { Game, GameListQuery, GamePage, GameType, Lane } from '@his/shared/schemas/games';
import { errorCodeOf } from '../common/error-code.ts';
import {
  allVendors,
  firstPageRequest,
  gameListQueryOf,
  mergeGames,
  nextPageRequest,
  splitLanes,
  type LobbyMode,
  type PageRequest,
} from './lobby-filter.logic.ts';

/** Where the lobby starts; the web keeps one actor for the browser session. */
export interface LobbyFilterInput {
  category: GameType | null;
  vendor: string | null;
  mode: LobbyMode;
}

/** Input of the `loadHot` actor: the lobby's category and its vendor filter (#10). */
export interface HotGamesInput {
  gameType?: GameType;
  vassalage?: string;
}

export interface LobbyFilterContext {
  /** The vendor lanes, ESPORTS and COCKFIGHT split out ({@link splitLanes}); loaded once. */
  lanes: Lane[] | null;
  category: GameType | null;
  /** `ALL` or a vendor code. */
  vendor: string;
  /** The search box text (the query sends it trimmed). */
  search: string;
  /** The game class chip, or null for all classes. */
  classify: string | null;
  /** The games of the grid: every page loaded (scroll) or the current page (pager). */
  games: Game[];
  /** The last page loaded (0 before the first). */
  pageNo: number;
  totalPages: number;
  totalCount: number;
  mode: LobbyMode;
  /** The query in flight, or the last one sent (retry repeats it). */
  query: GameListQuery | null;
  hot: Game[];
  /** Code of the failed game-list load, or null. */
  error: string | null;
  /** Code of the failed lanes load, or null. */
  lanesError: string | null;
  /** Code of the failed hot-games load, or null. */
  hotError: string | null;
}

export type LobbyFilterEvent =
  | { type: 'category.select'; category: GameType | null; vendor?: string | null }
  | { type: 'vendor.select'; vendor: string }
  | { type: 'classify.select'; classify: string | null }
  | { type: 'search.change'; text: string }
  | { type: 'page.more' }
  | { type: 'page.go'; pageNo: number }
  | { type: 'retry' }
  | { type: 'hot.load' };

export type LobbyFilterTag =
  'lanesLoading' | 'loading' | 'loadingMore' | 'ready' | 'end' | 'failed' | 'hotLoading';

/** Typing pauses this long before the search reloads the grid. */
export const searchDebounceMs = 300;

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`${name} is supplied by the app with lobbyFilterMachine.provide`));

const filterOf = (context: LobbyFilterContext) => ({
  category: context.category,
  vendor: context.vendor,
  search: context.search,
  classify: context.classify,
});

export const queryOf = (context: LobbyFilterContext): GameListQuery => {
  if (context.query === null) throw new Error('lobbyFilter: no query to load');
  return context.query;
};

/** A fresh first page: the grid empties and the query of page 1 is set. */
const firstPage = (context: LobbyFilterContext) => ({
  games: [],
  pageNo: 0,
  totalPages: 0,
  totalCount: 0,
  error: null,
  query: gameListQueryOf(filterOf(context), firstPageRequest(context.mode)),
});

/** The lobby chart's types, actors, guards and actions (its regions are in their own files). */
export const lobbyFilterSetup = setup({
  types: {
    context: {} as LobbyFilterContext,
    events: {} as LobbyFilterEvent,
    input: {} as LobbyFilterInput,
    tags: {} as LobbyFilterTag,
  },
  actors: {
    loadLanes: fromPromise<Lane[]>(notProvided('loadLanes')),
    loadGames: fromPromise<GamePage, GameListQuery>(notProvided('loadGames')),
    loadHot: fromPromise<Game[], HotGamesInput>(notProvided('loadHot')),
  },
  delays: {
    searchDebounce: searchDebounceMs,
  },
  guards: {
    hasSelection: ({ context }) => context.category !== null || context.vendor !== allVendors,
    // The lobby asked for hot games (hot.load) at least once.
    hotShown: not(stateIn('#lobbyFilter.hot.idle')),
    isScrollMode: ({ context }) => context.mode === 'scroll',
    isLastPage: (_, params: { page: GamePage }) => params.page.pageNum >= params.page.totalPages,
    canGoTo: ({ context }, params: { pageNo: number }) =>
      context.mode === 'pager' &&
      Number.isInteger(params.pageNo) &&
      params.pageNo >= 1 &&
      params.pageNo <= context.totalPages &&
      params.pageNo !== context.pageNo,
    isMoreQuery: ({ context }) =>
      context.mode === 'scroll' && Number(context.query?.pageNo ?? 1) > 1,
  },
  actions: {
    rememberLanes: assign((_, params: { lanes: Lane[] }) => ({
      lanes: splitLanes(params.lanes),
      lanesError: null,
    })),
    rememberLanesFailure: assign((_, params: { error: unknown }) => ({
      lanesError: errorCodeOf(params.error),
    })),
    forgetLanesFailure: assign({ lanesError: null }),
    selectCategory: assign(
      ({ context }, params: { category: GameType | null; vendor: string | null }) => {
        const next = {
          ...context,
          category: params.category,
          vendor: params.vendor ?? allVendors,
          search: '',
          classify: null,
        };
        return { ...next, ...firstPage(next) };
      },
    ),
    selectVendor: assign(({ context }, params: { vendor: string }) => {
      const next = { ...context, vendor: params.vendor, classify: null };
      return { ...next, ...firstPage(next) };
    }),
    selectClassify: assign(({ context }, params: { classify: string | null }) => {
      const next = { ...context, classify: params.classify };
      return { ...next, ...firstPage(next) };
    }),
    rememberSearch: assign((_, params: { text: string }) => ({ search: params.text, error: null })),
    requestFirstPage: assign(({ context }) => firstPage(context)),
    requestNextPage: assign(({ context }) => ({
      error: null,
      query: gameListQueryOf(filterOf(context), nextPageRequest(context.games.length)),
    })),
    requestPage: assign(({ context }, params: { page: PageRequest }) => ({
      error: null,
      query: gameListQueryOf(filterOf(context), params.page),
    })),
    replaceGames: assign((_, params: { page: GamePage }) => ({
      games: params.page.games,
      pageNo: params.page.pageNum,
      totalPages: params.page.totalPages,
      totalCount: params.page.totalCount,
      error: null,
    })),
    appendGames: assign(({ context }, params: { page: GamePage }) => ({
      games: mergeGames(context.games, params.page.games),
      pageNo: params.page.pageNum,
      totalPages: params.page.totalPages,
      totalCount: params.page.totalCount,
      error: null,
    })),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      error: errorCodeOf(params.error),
    })),
    forgetFailure: assign({ error: null }),
    rememberHot: assign((_, params: { games: Game[] }) => ({ hot: params.games, hotError: null })),
    rememberHotFailure: assign((_, params: { error: unknown }) => ({
      hot: [],
      hotError: errorCodeOf(params.error),
    })),
  },
});
