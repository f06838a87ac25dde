import { allVendors } from './lobby-filter.logic.ts';
import { gamesState } from './lobby-filter.games.ts';
import { lobbyFilterSetup, type HotGamesInput } from './lobby-filter.setup.ts';

export {
  searchDebounceMs,
  type HotGamesInput,
  type LobbyFilterContext,
  type LobbyFilterEvent,
  type LobbyFilterInput,
  type LobbyFilterTag,
} from './lobby-filter.setup.ts';

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

/**
 * A game lobby (`/:game`): the vendor lanes (loaded once per actor: the web keeps one actor for
 * the browser session), the game grid of a category filtered by vendor, class and name, paged
 * by infinite scroll (21 then 18 per page) or a pager (24 per page), and the hot games with
 * their loading cover. Calls are actors the web provides.
 */
export const lobbyFilterMachine = lobbyFilterSetup.createMachine({
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
    games: gamesState,
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
