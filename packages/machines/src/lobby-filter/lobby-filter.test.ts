import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Game, GameListQuery, GamePage, Lane } from '@his/shared/schemas/games';
import { game, gamePage } from '../testing/fixtures.ts';
import {
  lobbyFilterMachine,
  searchDebounceMs,
  type HotGamesInput,
  type LobbyFilterInput,
} from './lobby-filter.machine.ts';
import { platformLanes } from './lobby-filter.flow-model.ts';

/** A catalogue of `count` RNG games of PG (odd node ids) and KH19 (even ones). */
const catalogue = (count: number): Game[] =>
  Array.from({ length: count }, (_, i) =>
    game({
      nodeId: String(i + 1),
      gameName: i === 6 ? 'Dragon Fortune' : `Game ${i + 1}`,
      vassalage: i % 2 === 0 ? 'PG' : 'KH19',
    }),
  );

/** Pages a catalogue like the platform: filters, then `pageSize` per page. */
const serve = (all: Game[], query: GameListQuery): GamePage => {
  const name = query.gameName?.toLowerCase();
  const list = all.filter(
    (item) =>
      (query.vassalage === undefined || item.vassalage === query.vassalage) &&
      (name === undefined || item.gameName.toLowerCase().includes(name)),
  );
  const pageNo = Number(query.pageNo ?? 1);
  const pageSize = Number(query.pageSize ?? 24);
  return gamePage(
    list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    Math.ceil(list.length / pageSize),
    list.length,
  );
};

interface Options {
  input?: Partial<LobbyFilterInput>;
  games?: number;
  /** The loadGames calls (1-based, in call order) that fail with system.busy. */
  failCalls?: number[];
  lanes?: Lane[] | { code: string };
  /** Game list calls wait until `release()`. */
  hold?: boolean;
}

/** The machine wired like the web wires it, on a simulated clock, every call recorded. */
const start = (options: Options = {}) => {
  const all = catalogue(options.games ?? 50);
  const calls = { lanes: 0, games: [] as GameListQuery[], hot: [] as HotGamesInput[] };
  const held: (() => void)[] = [];
  const machine = lobbyFilterMachine.provide({
    actors: {
      loadLanes: fromPromise<Lane[]>(() => {
        calls.lanes += 1;
        const lanes = options.lanes ?? platformLanes;
        return Array.isArray(lanes) ? Promise.resolve(lanes) : Promise.reject(lanes);
      }),
      loadGames: fromPromise<GamePage, GameListQuery>(({ input }) => {
        calls.games.push(input);
        const failing = options.failCalls?.includes(calls.games.length) === true;
        const answer = () =>
          failing ? Promise.reject({ code: 'system.busy' }) : Promise.resolve(serve(all, input));
        if (options.hold !== true) return answer();
        return new Promise<void>((resolve) => held.push(resolve)).then(answer);
      }),
      loadHot: fromPromise<Game[], HotGamesInput>(({ input }) => {
        calls.hot.push(input);
        return Promise.resolve(all.slice(0, 3));
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { category: 'RNG', vendor: null, mode: 'scroll', ...options.input },
    clock,
  }).start();
  const settled = () =>
    waitFor(
      actor,
      (snapshot) =>
        !snapshot.hasTag('loading') &&
        !snapshot.hasTag('loadingMore') &&
        !snapshot.hasTag('lanesLoading') &&
        !snapshot.hasTag('hotLoading'),
    );
  const count = () => actor.getSnapshot().context.games.length;
  const release = () => held.splice(0).forEach((resolve) => resolve());
  return { actor, clock, calls, settled, count, release };
};

describe('lobbyFilter: infinite scroll', () => {
  it('loads 21 first, then pages of 18 merged without duplicates, until the end', async () => {
    const { actor, calls, settled, count } = start({ games: 50 });
    await settled();
    expect(count()).toBe(21);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);

    const seen: number[] = [];
    while (!actor.getSnapshot().hasTag('end')) {
      actor.send({ type: 'page.more' });
      expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
      await settled();
      seen.push(count());
    }
    expect(seen).toEqual([36, 50]);
    expect(calls.games.map((query) => [query.pageNo, query.pageSize])).toEqual([
      [1, 21],
      [2, 18],
      [3, 18],
    ]);
    expect(new Set(actor.getSnapshot().context.games.map((item) => item.nodeId)).size).toBe(50);

    actor.send({ type: 'page.more' });
    expect(calls.games).toHaveLength(3);
  });

  it('ends at once when the first page holds everything', async () => {
    const { actor, settled, count } = start({ games: 21 });
    await settled();
    expect(count()).toBe(21);
    expect(actor.getSnapshot().hasTag('end')).toBe(true);
  });

  it('keeps the games when the next page fails and retries that page', async () => {
    const { actor, calls, settled, count } = start({ games: 50, failCalls: [2] });
    await settled();
    actor.send({ type: 'page.more' });
    await settled();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('system.busy');
    expect(count()).toBe(21);

    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
    await settled();
    expect(count()).toBe(36);
    expect(calls.games.at(-1)).toMatchObject({ pageNo: 2, pageSize: 18 });
  });
});

describe('lobbyFilter: pager', () => {
  it('loads pages of 24 that replace the grid and ignores pages that do not exist', async () => {
    const { actor, calls, settled } = start({ input: { mode: 'pager' }, games: 50 });
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ pageNo: 1, totalPages: 3 });
    expect(actor.getSnapshot().context.games).toHaveLength(24);

    actor.send({ type: 'page.more' });
    actor.send({ type: 'page.go', pageNo: 1 });
    actor.send({ type: 'page.go', pageNo: 4 });
    actor.send({ type: 'page.go', pageNo: 0 });
    actor.send({ type: 'page.go', pageNo: 1.5 });
    expect(calls.games).toHaveLength(1);

    actor.send({ type: 'page.go', pageNo: 3 });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settled();
    expect(actor.getSnapshot().context.games.map((item) => item.nodeId)).toEqual(
      Array.from({ length: 2 }, (_, i) => String(49 + i)),
    );
    expect(actor.getSnapshot().hasTag('end')).toBe(true);
    expect(calls.games.at(-1)).toMatchObject({ pageNo: 3, pageSize: 24 });

    actor.send({ type: 'page.go', pageNo: 2 });
    await settled();
    expect(actor.getSnapshot().hasTag('end')).toBe(false);
    expect(actor.getSnapshot().context.pageNo).toBe(2);
  });

  it('retries a failed page with the same query', async () => {
    const { actor, calls, settled } = start({ input: { mode: 'pager' }, failCalls: [2] });
    await settled();
    actor.send({ type: 'page.go', pageNo: 2 });
    await settled();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'retry' });
    await settled();
    expect(calls.games.slice(1)).toEqual([calls.games[1], calls.games[1]]);
    expect(actor.getSnapshot().context).toMatchObject({ pageNo: 2, error: null });
  });
});

describe('lobbyFilter: filters', () => {
  it('waits for typing to pause 300 ms, then searches page 1 by the trimmed text', async () => {
    const { actor, clock, calls, settled, count } = start();
    await settled();
    actor.send({ type: 'search.change', text: 'dra' });
    clock.increment(searchDebounceMs - 1);
    actor.send({ type: 'search.change', text: ' dragon ' });
    clock.increment(searchDebounceMs - 1);
    expect(calls.games).toHaveLength(1);
    expect(count()).toBe(21);

    clock.increment(1);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settled();
    expect(calls.games).toHaveLength(2);
    expect(calls.games[1]).toMatchObject({ gameName: 'dragon', pageNo: 1, pageSize: 21 });
    expect(actor.getSnapshot().context.games.map((item) => item.gameName)).toEqual([
      'Dragon Fortune',
    ]);
    expect(actor.getSnapshot().context.search).toBe(' dragon ');
  });

  it('resets vendor, class and search on another category; keeps the search on a vendor', async () => {
    const { actor, clock, calls, settled } = start();
    await settled();
    actor.send({ type: 'vendor.select', vendor: 'PG' });
    actor.send({ type: 'classify.select', classify: 'slots' });
    actor.send({ type: 'search.change', text: 'game' });
    clock.increment(searchDebounceMs);
    await settled();
    expect(calls.games.at(-1)).toMatchObject({
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassify: 'slots',
      gameName: 'game',
    });

    actor.send({ type: 'vendor.select', vendor: 'KH19' });
    await settled();
    expect(calls.games.at(-1)).toMatchObject({ vassalage: 'KH19', gameName: 'game' });
    expect(calls.games.at(-1)).not.toHaveProperty('gameClassify');

    actor.send({ type: 'category.select', category: 'FISH' });
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({
      category: 'FISH',
      vendor: 'ALL',
      search: '',
      classify: null,
    });
    expect(calls.games.at(-1)).toEqual({
      clientType: 3,
      platform: 'html5-desktop',
      gameType: 'FISH',
      pageNo: 1,
      pageSize: 21,
    });
  });

  it('opens a category on one vendor (kh19games)', async () => {
    const { actor, calls, settled } = start({ input: { category: null } });
    expect(calls.games).toEqual([]);
    actor.send({ type: 'category.select', category: 'RNG', vendor: 'KH19' });
    await settled();
    expect(calls.games).toEqual([expect.objectContaining({ gameType: 'RNG', vassalage: 'KH19' })]);
    expect(actor.getSnapshot().context.games.every((item) => item.vassalage === 'KH19')).toBe(true);
  });

  it('drops the answer of a page the player moved away from', async () => {
    const { actor, calls, settled, release } = start({ hold: true });
    actor.send({ type: 'vendor.select', vendor: 'KH19' });
    release();
    await settled();
    expect(calls.games).toHaveLength(2);
    expect(actor.getSnapshot().context.games.every((item) => item.vassalage === 'KH19')).toBe(true);
    expect(actor.getSnapshot().context.totalCount).toBe(25);
  });
});

describe('lobbyFilter: lanes and hot games', () => {
  it('loads the lanes once, split, whatever the grid does', async () => {
    const { actor, calls, settled } = start();
    await settled();
    actor.send({ type: 'category.select', category: 'FISH' });
    actor.send({ type: 'retry' });
    await settled();
    expect(calls.lanes).toBe(1);
    expect(actor.getSnapshot().context.lanes?.map((item) => item.title)).toEqual([
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'RNG',
    ]);
  });

  it('keeps the header empty when the lanes fail, and retry loads them', async () => {
    const { actor, calls, settled } = start({ lanes: { code: 'upstream.unavailable' } });
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({
      lanes: null,
      lanesError: 'upstream.unavailable',
    });
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().hasTag('lanesLoading')).toBe(true);
    await settled();
    expect(calls.lanes).toBe(2);
  });

  it('covers the hot games while they load, for the current category', async () => {
    const { actor, calls, settled } = start({ input: { category: 'FISH' } });
    actor.send({ type: 'hot.load' });
    expect(actor.getSnapshot().hasTag('hotLoading')).toBe(true);
    await settled();
    expect(actor.getSnapshot().hasTag('hotLoading')).toBe(false);
    expect(actor.getSnapshot().context.hot).toHaveLength(3);
    expect(calls.hot).toEqual([{ gameType: 'FISH' }]);

    const home = start({ input: { category: null } });
    home.actor.send({ type: 'hot.load' });
    await home.settled();
    expect(home.calls.hot).toEqual([{}]);
  });

  it('reloads the hot games of the vendor chosen, once they are shown (#10)', async () => {
    const { actor, calls, settled } = start({ input: { category: 'RNG' } });
    actor.send({ type: 'vendor.select', vendor: 'PG' });
    await settled();
    // No hot games asked for yet: a vendor change loads none.
    expect(calls.hot).toEqual([]);

    actor.send({ type: 'hot.load' });
    await settled();
    expect(calls.hot).toEqual([{ gameType: 'RNG', vassalage: 'PG' }]);
    actor.send({ type: 'vendor.select', vendor: 'KH19' });
    await settled();
    actor.send({ type: 'vendor.select', vendor: 'ALL' });
    await settled();
    expect(calls.hot).toEqual([
      { gameType: 'RNG', vassalage: 'PG' },
      { gameType: 'RNG', vassalage: 'KH19' },
      { gameType: 'RNG' },
    ]);
  });
});
