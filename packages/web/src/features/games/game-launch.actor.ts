import { fromPromise } from 'xstate';
import { gameLaunchInApp } from '@his/machines/app';
import { launchGame } from './api/launch-game.ts';
import { loadRooms } from './api/load-rooms.ts';
import { loadVendorGames } from './api/load-vendor-games.ts';
import { gameFrameStateOf, gamePathOf } from './game-address.ts';
import { rememberVendor } from './remembered-vendor.ts';

/** What the launch needs of the app's router (created before the app renders). */
export interface LaunchRouter {
  navigate(to: string, options?: { state?: unknown; replace?: boolean }): Promise<void>;
  readonly state: { location: { pathname: string } };
}

/**
 * The game launch as the app runs it, with its own I/O: the launch and game-list calls, the
 * router (the `/game` page) and the remembered vendor. The login popup and the real-account
 * warning it asks for are the app chart's (`gameLaunchInApp`).
 */
export const gameLaunchLogic = (router: LaunchRouter) =>
  gameLaunchInApp.provide({
    actors: {
      launchGame: fromPromise(({ input, signal }) => launchGame(input, signal)),
      loadVendorGames: fromPromise(({ input, signal }) => loadVendorGames(input, signal)),
      loadRooms: fromPromise(({ input, signal }) => loadRooms(input, signal)),
    },
    actions: {
      navigate: (_, { to }) => void router.navigate(to),
      rememberVendor: (_, { vassalage }) => rememberVendor(vassalage),
      showGame: (_, { url, target }) =>
        void router.navigate(gamePathOf(target), {
          state: gameFrameStateOf(url, target),
          // A game page that launched its game again (after a reload) is replaced, so Back
          // leaves the game instead of returning to the same game.
          replace: router.state.location.pathname === '/game',
        }),
    },
  });
