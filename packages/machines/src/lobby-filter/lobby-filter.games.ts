import { pagerRequest } from './lobby-filter.logic.ts';
import { lobbyFilterSetup, queryOf } from './lobby-filter.setup.ts';

/**
 * The game grid region of the lobby chart (split out to keep the machine file small): the
 * games of the chosen category, vendor, class and search text, paged by scroll or pager.
 */
export const gamesState = lobbyFilterSetup.createStateConfig({
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
});
