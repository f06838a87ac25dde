import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Game, LaunchGameQuery } from '@his/shared/schemas/games';
import { game, vendorCard } from '../testing/fixtures.ts';
import {
  gameLaunchMachine,
  type LaunchTarget,
  type VendorGamesInput,
  type Viewer,
} from './game-launch.machine.ts';
import {
  brokenSlot,
  liveTable,
  lobbyVendor,
  lotteryGame,
  popupVendor,
  slot,
  sportsBook,
} from './game-launch.flow-model.ts';

type Answer<T> = T | { code: string };
const settle = <T>(answer: Answer<T>): Promise<T> =>
  typeof answer === 'object' && answer !== null && 'code' in answer
    ? Promise.reject(answer)
    : Promise.resolve(answer);

const gameUrl = 'http://127.0.0.1:8081/play/slot?ticket=t1&lang=EN';
const fishGames = [
  game({ nodeId: '601', vassalage: 'FG', gameType: 'FISH' }),
  game({ nodeId: '602', vassalage: 'FG', gameType: 'FISH' }),
];

/** The machine wired like the web wires it: calls and side effects recorded in order. */
const start = (answers: { launch?: Answer<string>[]; vendorGames?: Answer<Game[]> } = {}) => {
  const effects: { action: string; params?: unknown }[] = [];
  const launches: LaunchGameQuery[] = [];
  const loads: VendorGamesInput[] = [];
  const record = (action: string) => (_: unknown, params?: unknown) => {
    effects.push(params === undefined ? { action } : { action, params });
  };
  const machine = gameLaunchMachine.provide({
    actions: {
      openLoginPopup: record('openLoginPopup'),
      showRealAccountWarning: record('showRealAccountWarning'),
      openGamePopup: record('openGamePopup'),
      closeGamePopup: record('closeGamePopup'),
      navigate: record('navigate'),
      rememberVendor: record('rememberVendor'),
      showGame: record('showGame'),
    },
    actors: {
      launchGame: fromPromise<string, LaunchGameQuery>(({ input }) => {
        launches.push(input);
        const list = answers.launch ?? [gameUrl];
        return settle(list[Math.min(launches.length, list.length) - 1] ?? gameUrl);
      }),
      loadVendorGames: fromPromise<Game[], VendorGamesInput>(({ input }) => {
        loads.push(input);
        return settle(answers.vendorGames ?? fishGames);
      }),
    },
  });
  const actor = createActor(machine).start();
  const open = (target: LaunchTarget, viewer: Viewer = 'member') =>
    actor.send({ type: 'game.open', target, viewer });
  const settled = () =>
    waitFor(actor, (snapshot) => !snapshot.hasTag('launching') && !snapshot.hasTag('loadingPopup'));
  return { actor, effects, launches, loads, open, settled };
};

describe('gameLaunch: launching a game', () => {
  it('launches a member’s game and shows it with its URL', async () => {
    const { actor, effects, launches, open, settled } = start();
    open(slot);
    expect(actor.getSnapshot().hasTag('launching')).toBe(true);
    await settled();
    expect(launches).toEqual([expect.objectContaining({ nodeId: '101', accountType: '1' })]);
    expect(effects).toEqual([{ action: 'showGame', params: { url: gameUrl, target: slot } }]);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(actor.getSnapshot().context.target).toBeNull();
  });

  it('sends the language given with game.open', async () => {
    const { actor, launches, settled } = start();
    actor.send({ type: 'game.open', target: slot, viewer: 'member', language: 'CN' });
    await settled();
    expect(launches[0]?.language).toBe('CN');
  });

  it('launches a trial account’s free-play game on demo credit', async () => {
    const { launches, open, settled } = start();
    open(slot, 'trial');
    await settled();
    expect(launches[0]?.accountType).toBe('0');
  });

  it('ignores other clicks while the launch runs', async () => {
    const { launches, open, settled } = start();
    open(slot);
    open(sportsBook);
    open(lotteryGame);
    await settled();
    expect(launches).toHaveLength(1);
    expect(launches[0]?.nodeId).toBe('101');
  });

  it('shows the code of a refused launch (#734) until dismissed, then starts over', async () => {
    const { actor, effects, launches, open, settled } = start({
      launch: [{ code: 'game.unfinished' }, gameUrl],
    });
    open(slot);
    await settled();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('game.unfinished');
    expect(effects).toEqual([]);

    open(sportsBook);
    expect(actor.getSnapshot().context.error).toBeNull();
    await settled();
    expect(launches.map((query) => query.vassalage)).toEqual(['PG', 'SV3']);
    expect(effects.map((effect) => effect.action)).toEqual(['showGame']);

    open(slot);
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().hasTag('launching')).toBe(true);
  });

  it('reads an uncoded rejection as internal.error', async () => {
    const { actor, open, settled } = start({ launch: [{ code: '' }] });
    open(slot);
    await settled();
    expect(actor.getSnapshot().context.error).toBe('internal.error');
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('gameLaunch: checks before the launch', () => {
  it('asks a visitor to log in and continues with the same target after the login', async () => {
    const { actor, effects, launches, open, settled } = start();
    open(slot, 'visitor');
    expect(actor.getSnapshot().hasTag('awaitingLogin')).toBe(true);
    expect(effects).toEqual([{ action: 'openLoginPopup' }]);
    expect(launches).toEqual([]);

    actor.send({ type: 'session.loggedIn', viewer: 'member' });
    await settled();
    expect(launches).toEqual([expect.objectContaining({ nodeId: '101', accountType: '1' })]);
    expect(effects.map((effect) => effect.action)).toEqual(['openLoginPopup', 'showGame']);
  });

  it('drops the launch when the login popup closes without a login', () => {
    const { actor, launches, open } = start();
    open(liveTable, 'visitor');
    actor.send({ type: 'login.cancelled' });
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(actor.getSnapshot().context.target).toBeNull();
    expect(launches).toEqual([]);
  });

  it('warns a trial account that logs in for a real-account-only game', () => {
    const { actor, effects, launches, open } = start();
    open(liveTable, 'visitor');
    actor.send({ type: 'session.loggedIn', viewer: 'trial' });
    expect(actor.getSnapshot().hasTag('realAccountNeeded')).toBe(true);
    expect(effects.map((effect) => effect.action)).toEqual([
      'openLoginPopup',
      'showRealAccountWarning',
    ]);
    actor.send({ type: 'warning.confirm' });
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(launches).toEqual([]);
  });

  it.each([
    ['freeplay:false game', liveTable],
    ['lottery', lotteryGame],
    ['freeplay:false sports book', sportsBook],
  ])('refuses a trial account on a %s', (_, target) => {
    const { actor, launches, effects, open } = start();
    open(target, 'trial');
    expect(actor.getSnapshot().hasTag('realAccountNeeded')).toBe(true);
    expect(effects).toEqual([{ action: 'showRealAccountWarning' }]);
    expect(launches).toEqual([]);
  });

  it('fails with game.maintenance without a call', () => {
    const { actor, launches, open } = start();
    open(brokenSlot);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('game.maintenance');
    expect(launches).toEqual([]);
  });
});

describe('gameLaunch: routes', () => {
  it('navigates to the lottery page without a launch call', () => {
    const { actor, effects, launches, open } = start();
    open(lotteryGame);
    open({
      kind: 'vendor',
      vendor: vendorCard({ vassalage: 'TCG', gameType: 'LOTT', accountTypeName: 'TCG_SEA' }),
    });
    expect(effects).toEqual([
      { action: 'navigate', params: { to: '/lottery?gameCode=VNC&playType=PT1' } },
      { action: 'navigate', params: { to: '/seaLottery' } },
    ]);
    expect(launches).toEqual([]);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
  });

  it('remembers the vendor and opens its lobby for a card without a game', () => {
    const { effects, launches, open } = start();
    open(lobbyVendor);
    expect(effects).toEqual([
      { action: 'rememberVendor', params: { vassalage: 'PG' } },
      { action: 'navigate', params: { to: '/rng?page=PG' } },
    ]);
    expect(launches).toEqual([]);
  });

  it('lists a VASSALAGE vendor’s games in the popup and launches the one chosen', async () => {
    const { actor, effects, launches, loads, open, settled } = start();
    open(popupVendor);
    expect(actor.getSnapshot().hasTag('loadingPopup')).toBe(true);
    await settled();
    expect(loads).toEqual([{ vassalage: 'FG', gameType: 'FISH' }]);
    expect(actor.getSnapshot().hasTag('choosingGame')).toBe(true);
    expect(actor.getSnapshot().context.popupGames).toEqual(fishGames);
    expect(effects).toEqual([{ action: 'openGamePopup' }]);

    open(slot);
    expect(actor.getSnapshot().hasTag('choosingGame')).toBe(true);

    const [chosen] = fishGames;
    if (chosen === undefined) throw new Error('fixture has games');
    actor.send({ type: 'popup.choose', game: chosen });
    await settled();
    expect(launches).toEqual([expect.objectContaining({ nodeId: '601', vassalage: 'FG' })]);
    expect(effects.map((effect) => effect.action)).toEqual([
      'openGamePopup',
      'closeGamePopup',
      'showGame',
    ]);
    expect(actor.getSnapshot().context.popupGames).toEqual([]);
  });

  it('closes the popup without launching', async () => {
    const { actor, effects, launches, open, settled } = start();
    open(popupVendor);
    await settled();
    actor.send({ type: 'popup.close' });
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(effects.map((effect) => effect.action)).toEqual(['openGamePopup', 'closeGamePopup']);
    expect(launches).toEqual([]);
  });

  it('shows the code when the vendor’s games cannot load', async () => {
    const { actor, open, settled } = start({ vendorGames: { code: 'system.busy' } });
    open(popupVendor);
    await settled();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('system.busy');
  });
});
