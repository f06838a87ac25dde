import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, afterEvent, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError, gamePage, games, lane } from '../testing/fixtures.ts';
import { lobbyFilterMachine, type LobbyFilterTag } from './lobby-filter.machine.ts';

/** Lanes as the platform answers them: esport (AV) and cockfight (DS88) vendors inside SPORTS. */
export const platformLanes = [
  lane('LIVE', ['N2']),
  lane('SPORTS', ['SV3', 'AV', 'DS88']),
  lane('RNG', ['PG', 'KH19']),
];

/** Page 1 of 2 (scroll: 21 games), then page 2 of 2 overlapping it by 3 (pages of 18). */
const firstPage = gamePage(games(21, 1), 1, 2, 30);
const lastPage = gamePage(games(12, 19), 2, 2, 30);

const gridTags: LobbyFilterTag[] = ['loading', 'loadingMore', 'ready', 'failed'];

/**
 * Model of a lobby in both modes: the lanes (loaded once), category / vendor / class / search
 * changes (search debounced 300 ms), infinite scroll and the pager against a two-page list,
 * failures with retry, and the hot games. Scroll mode starts on RNG; pager mode starts with no
 * category.
 */
export const lobbyFilterFlowModel: FlowModel<typeof lobbyFilterMachine> = {
  machine: lobbyFilterMachine,
  inputs: {
    'scroll, RNG': { category: 'RNG', vendor: null, mode: 'scroll' },
    'pager, nothing chosen': { category: null, vendor: null, mode: 'pager' },
  },
  events: {
    lanes: doneEvent('loadLanes', platformLanes),
    'lanes fail': errorEvent('loadLanes', apiError('upstream.unavailable')),
    'category RNG, vendor KH19': { type: 'category.select', category: 'RNG', vendor: 'KH19' },
    'vendor PG': { type: 'vendor.select', vendor: 'PG' },
    'class slots': { type: 'classify.select', classify: 'slots' },
    'search "game 2"': { type: 'search.change', text: 'game 2' },
    'typing paused': afterEvent('searchDebounce', 'lobbyFilter.games.debouncing'),
    'page 1 of 2': doneEvent('loadGames', firstPage),
    'page 2 of 2': doneEvent('loadGames', lastPage),
    'games fail': errorEvent('loadGames', apiError('system.busy')),
    'scroll more': { type: 'page.more' },
    'go to page 2': { type: 'page.go', pageNo: 2 },
    'go to page 3 (none)': { type: 'page.go', pageNo: 3 },
    retry: { type: 'retry' },
    'hot load': { type: 'hot.load' },
    'hot games': doneEvent('loadHot', games(3, 900)),
    'hot fail': errorEvent('loadHot', apiError('system.busy')),
  },
  // The lanes region does not depend on the grid: keying it would walk every grid state once per
  // lanes state. The key is the grid's plus whether hot games are on screen (a vendor change
  // reloads them then, #10); each lanes transition is still walked (an event that changes
  // nothing in the key still ends a path), and the interplay is checked by the focused tests.
  stateKey: ({ value, context }) =>
    abstractKey(typeof value === 'object' ? value.games : value, {
      games: context.games.length,
      pageNo: context.pageNo,
      hotShown: typeof value === 'object' && value.hot === 'loaded',
    }),
  invariants: [
    {
      name: 'exactly one grid tag, except before a choice and while typing',
      holds: (snapshot) =>
        gridTags.filter((tag) => snapshot.hasTag(tag)).length ===
        (snapshot.matches({ games: 'idle' }) || snapshot.matches({ games: 'debouncing' }) ? 0 : 1),
    },
    {
      name: 'end only when ready on the last page',
      holds: (snapshot) =>
        !snapshot.hasTag('end') ||
        (snapshot.hasTag('ready') && snapshot.context.pageNo >= snapshot.context.totalPages),
    },
    {
      name: 'tag failed ⇔ an error code',
      holds: (snapshot) => snapshot.hasTag('failed') === (snapshot.context.error !== null),
    },
    {
      name: 'lanes loading ⇔ the lanes call runs; lanes are kept once loaded',
      holds: (snapshot) =>
        snapshot.hasTag('lanesLoading') === 'loadLanes' in snapshot.children &&
        (snapshot.context.lanes !== null) === snapshot.matches({ lanes: 'loaded' }),
    },
    {
      name: 'hot loading ⇔ the hot call runs',
      holds: (snapshot) => snapshot.hasTag('hotLoading') === 'loadHot' in snapshot.children,
    },
    {
      name: 'games load ⇔ loading or loadingMore, with a query',
      holds: (snapshot) =>
        'loadGames' in snapshot.children ===
          (snapshot.hasTag('loading') || snapshot.hasTag('loadingMore')) &&
        (!('loadGames' in snapshot.children) || snapshot.context.query !== null),
    },
    {
      name: 'no game listed twice',
      holds: (snapshot) =>
        new Set(snapshot.context.games.map((game) => game.nodeId)).size ===
        snapshot.context.games.length,
    },
    {
      name: 'the query matches the filter and the mode’s page size',
      holds: ({ context }) => {
        const { query } = context;
        if (query === null) return true;
        const sizes = context.mode === 'pager' ? [24] : query.pageNo === 1 ? [21] : [18];
        return (
          sizes.includes(Number(query.pageSize)) &&
          query.gameType === (context.category ?? undefined) &&
          query.vassalage === (context.vendor === 'ALL' ? undefined : context.vendor)
        );
      },
    },
  ],
  waivers: [],
  // Keying on the hot games' presence adds about 60 paths per input (each runs in milliseconds).
  maxPaths: 200,
};
