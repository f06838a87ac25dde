import { assign, fromPromise, not, setup, stateIn } from 'xstate';
import type { Game, GameListQuery, GamePage, GameType, Lane } from '@his/shared/schemas/games';
import { errorCodeOf } from '../common/error-code.ts';
import {
  allVendors,
  firstPageRequest,
  gameListQueryOf,
  mergeGames,
  nextPageRequest,
  pagerRequest,
  splitLanes,
  type LobbyMode,
  type PageRequest,
} from './lobby-filter.logic.ts';

export {
  allVendors,
  firstPageRequest,
  gameListQueryOf,
  headerCategories,
  mergeGames,
  nextPageRequest,
  pagerRequest,
  splitLanes,
  type GameFilter,
  type HeaderCategory,
  type HeaderCategoryKey,
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

const queryOf = (context: LobbyFilterContext): GameListQuery => {
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

/**
 * A game lobby (`/:game`): the vendor lanes (loaded once per actor: the web keeps one actor for
 * the browser session), the game grid of a category filtered by vendor, class and name, paged
 * by infinite scroll (21 then 18 per page) or a pager (24 per page), and the hot games with
 * their loading cover. Calls are actors the web provides.
 */
export const lobbyFilterMachine = setup({
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
}).createMachine({
  id: 'lobbyFilter',
  description: 'The vendor lanes, a lobby’s filtered and paged game grid, and its hot games.',
  type: 'parallel',
  context: ({ input }) => ({
    lanes: null,
    category: input.category,
    vendor: input.vendor ?? allVendors,
    search: '',
    classify: null,
    games: [],
    pageNo: 0,
    totalPages: 0,
    totalCount: 0,
    mode: input.mode,
    query: null,
    hot: [],
    error: null,
    lanesError: null,
    hotError: null,
  }),
  states: {
    lanes: {
      description: 'The vendor lanes of the header, category pages and footer; loaded once.',
      initial: 'loading',
      states: {
        loading: {
          description: 'The lanes are loading; the header shows no categories yet.',
          tags: ['lanesLoading'],
          invoke: {
            id: 'loadLanes',
            src: 'loadLanes',
            onDone: {
              target: 'loaded',
              actions: { type: 'rememberLanes', params: ({ event }) => ({ lanes: event.output }) },
              description: 'The lanes arrived (esports and cockfight split out of sports).',
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'rememberLanesFailure',
                params: ({ event }) => ({ error: event.error }),
              },
              description: 'The lanes failed: the header stays without categories.',
            },
          },
        },
        loaded: {
          description: 'The lanes are known for the rest of the browser session.',
        },
        failed: {
          description: 'The lanes could not load; retry asks again.',
          on: {
            retry: {
              target: 'loading',
              actions: 'forgetLanesFailure',
              description: 'The player retries: the lanes load again.',
            },
          },
        },
      },
    },
    games: {
      description: 'The game grid of the chosen category, vendor, class and search text.',
      initial: 'idle',
      on: {
        'category.select': {
          target: '.loading',
          actions: {
            type: 'selectCategory',
            params: ({ event }) => ({ category: event.category, vendor: event.vendor ?? null }),
          },
          description:
            'Another category: the vendor resets to ALL (or the one given), search and class clear, page 1 loads.',
        },
        'vendor.select': {
          target: '.loading',
          actions: { type: 'selectVendor', params: ({ event }) => ({ vendor: event.vendor }) },
          description: 'Another vendor (or ALL): the class clears and page 1 loads.',
        },
        'classify.select': {
          target: '.loading',
          actions: {
            type: 'selectClassify',
            params: ({ event }) => ({ classify: event.classify }),
          },
          description: 'Another game class (or all): page 1 loads.',
        },
        'search.change': {
          target: '.debouncing',
          actions: { type: 'rememberSearch', params: ({ event }) => ({ text: event.text }) },
          description: 'The search text changed: wait for typing to pause (restarts the wait).',
        },
      },
      states: {
        idle: {
          description: 'No category or vendor chosen yet: nothing to list.',
          always: {
            guard: 'hasSelection',
            target: 'loading',
            actions: 'requestFirstPage',
            description: 'The input named a category or vendor: its page 1 loads at once.',
          },
        },
        debouncing: {
          description: 'The player is typing; the grid keeps what it shows until the pause.',
          after: {
            searchDebounce: {
              target: 'loading',
              actions: 'requestFirstPage',
              description: 'Typing paused for 300 ms: page 1 of the search loads.',
            },
          },
        },
        loading: {
          description: 'Page 1 (or a pager page) is loading; it will replace the grid.',
          tags: ['loading'],
          invoke: {
            id: 'loadGames',
            src: 'loadGames',
            input: ({ context }) => queryOf(context),
            onDone: [
              {
                guard: { type: 'isLastPage', params: ({ event }) => ({ page: event.output }) },
                target: 'ready.end',
                actions: { type: 'replaceGames', params: ({ event }) => ({ page: event.output }) },
                description: 'The page arrived and it is the last one.',
              },
              {
                target: 'ready.more',
                actions: { type: 'replaceGames', params: ({ event }) => ({ page: event.output }) },
                description: 'The page arrived; more pages follow.',
              },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
              description: 'The list failed: its code shows with a retry button.',
            },
          },
        },
        loadingMore: {
          description: 'Infinite scroll: the next 18 are loading below the games shown.',
          tags: ['loadingMore'],
          invoke: {
            id: 'loadGames',
            src: 'loadGames',
            input: ({ context }) => queryOf(context),
            onDone: [
              {
                guard: { type: 'isLastPage', params: ({ event }) => ({ page: event.output }) },
                target: 'ready.end',
                actions: { type: 'appendGames', params: ({ event }) => ({ page: event.output }) },
                description: 'The last page arrived: merged without duplicates; the end shows.',
              },
              {
                target: 'ready.more',
                actions: { type: 'appendGames', params: ({ event }) => ({ page: event.output }) },
                description: 'The page arrived: merged without duplicates.',
              },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
              description: 'The next page failed: the games stay, the code shows with retry.',
            },
          },
        },
        ready: {
          description: 'The grid shows its games.',
          tags: ['ready'],
          initial: 'more',
          on: {
            'page.go': {
              guard: { type: 'canGoTo', params: ({ event }) => ({ pageNo: event.pageNo }) },
              target: 'loading',
              actions: {
                type: 'requestPage',
                params: ({ event }) => ({ page: pagerRequest(event.pageNo) }),
              },
              description:
                'Pager mode: another existing page (24 games) replaces the grid; other numbers are ignored.',
            },
          },
          states: {
            more: {
              description: 'More pages exist.',
              on: {
                'page.more': {
                  guard: 'isScrollMode',
                  target: '#lobbyFilter.games.loadingMore',
                  actions: 'requestNextPage',
                  description:
                    'Scroll mode: the sentinel came into view; the next 18 load (ignored in pager mode).',
                },
              },
            },
            end: {
              description: 'The last page is loaded (pageNo ≥ totalPages).',
              tags: ['end'],
            },
          },
        },
        failed: {
          description: 'The last load failed; its code shows with a retry button.',
          tags: ['failed'],
          on: {
            retry: [
              {
                guard: 'isMoreQuery',
                target: 'loadingMore',
                actions: 'forgetFailure',
                description: 'The failed next page is asked for again.',
              },
              {
                target: 'loading',
                actions: 'forgetFailure',
                description: 'The failed page is asked for again.',
              },
            ],
          },
        },
      },
    },
    hot: {
      description: 'The hot games of the lobby, with their loading cover.',
      initial: 'idle',
      on: {
        'hot.load': {
          target: '.loading',
          description:
            'The lobby shows its hot games: (re)load them for the current category (a load in flight restarts).',
        },
        'vendor.select': {
          guard: 'hotShown',
          target: '.loading',
          description:
            'Another vendor (or ALL) while the lobby shows hot games: they follow the vendor filter (#10).',
        },
      },
      states: {
        idle: { description: 'Hot games not asked for yet.' },
        loading: {
          description: 'The hot games are loading; the cover shows.',
          tags: ['hotLoading'],
          invoke: {
            id: 'loadHot',
            src: 'loadHot',
            input: ({ context }): HotGamesInput => ({
              ...(context.category === null ? {} : { gameType: context.category }),
              ...(context.vendor === allVendors ? {} : { vassalage: context.vendor }),
            }),
            onDone: {
              target: 'loaded',
              actions: { type: 'rememberHot', params: ({ event }) => ({ games: event.output }) },
              description: 'The hot games arrived.',
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'rememberHotFailure',
                params: ({ event }) => ({ error: event.error }),
              },
              description: 'The hot games failed: the rail is empty and the code is kept.',
            },
          },
        },
        loaded: { description: 'The hot games show.' },
        failed: { description: 'The hot games could not load; hot.load retries.' },
      },
    },
  },
});
