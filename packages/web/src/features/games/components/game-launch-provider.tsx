import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import type { NavigateFunction, NavigateOptions } from 'react-router-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { gameLaunchMachine } from '@his/machines/game-launch';
import { ModalsActor, SessionActor } from '@/lib/actors.ts';
import { runUiAction, useUiAction } from '@/lib/ui-actions.ts';
import { launchGame } from '../api/launch-game.ts';
import { loadRooms } from '../api/load-rooms.ts';
import { loadVendorGames } from '../api/load-vendor-games.ts';
import { gameFrameStateOf, gamePathOf } from '../game-address.ts';
import { GameLaunchActor, selectViewer } from '../game-launch.actor.ts';
import { rememberVendor } from '../remembered-vendor.ts';
import { GamePopup } from './game-popup.tsx';
import { LaunchFailure } from './launch-failure.tsx';
import { RoomList } from './room-list.tsx';

/**
 * Tells the launch what happened to the login it waits for: `session.loggedIn` once the session
 * is logged in, `login.cancelled` when the modal closed and the visitor is still a visitor.
 */
const LoginBridge = () => {
  const launcher = GameLaunchActor.useActorRef();
  const session = SessionActor.useActorRef();
  const modals = ModalsActor.useActorRef();

  useEffect(() => {
    let wasLoggedIn = session.getSnapshot().hasTag('loggedIn');
    const subscription = session.subscribe((snapshot) => {
      const loggedIn = snapshot.hasTag('loggedIn');
      if (loggedIn && !wasLoggedIn && launcher.getSnapshot().hasTag('awaitingLogin')) {
        launcher.send({ type: 'session.loggedIn', viewer: selectViewer(snapshot) });
      }
      wasLoggedIn = loggedIn;
    });
    return () => subscription.unsubscribe();
  }, [session, launcher]);

  useEffect(() => {
    let wasOpen = modals.getSnapshot().hasTag('open');
    const subscription = modals.subscribe((snapshot) => {
      const open = snapshot.hasTag('open');
      if (wasOpen && !open) {
        // A successful login closes the modal from inside the session's own transition, before
        // the session's new state is committed: decide once that transition has finished.
        queueMicrotask(() => {
          if (
            session.getSnapshot().hasTag('visitor') &&
            launcher.getSnapshot().hasTag('awaitingLogin')
          ) {
            launcher.send({ type: 'login.cancelled' });
          }
        });
      }
      wasOpen = open;
    });
    return () => subscription.unsubscribe();
  }, [modals, session, launcher]);

  return null;
};

/** The real-account warning, once read, lets the launch go back to waiting for a game. */
const WarningBridge = () => {
  const launch = GameLaunchActor.useActorRef();
  useUiAction('trialWarningClosed', () => launch.send({ type: 'warning.confirm' }));
  return null;
};

/** The router as the launch's actions see it when they run (not when they were created). */
class RouterLink {
  constructor(
    private navigateTo: NavigateFunction,
    private currentPath: string,
  ) {}

  update(navigate: NavigateFunction, pathname: string): void {
    this.navigateTo = navigate;
    this.currentPath = pathname;
  }

  get pathname(): string {
    return this.currentPath;
  }

  navigate(to: string, options?: NavigateOptions): void {
    void this.navigateTo(to, options);
  }
}

/**
 * The app-wide gameLaunch actor with its I/O: the launch and game-list calls, the login popup,
 * the real-account warning, the router, the remembered vendor and the `/game` page. Renders the
 * game popup of VASSALAGE vendors, the room list of PVP games and the launch failure message.
 */
export const GameLaunchProvider = ({ children }: { children: ReactNode }) => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const modals = ModalsActor.useActorRef();
  // The actions outlive renders: they reach the router through this link, kept current.
  const [router] = useState(() => new RouterLink(navigate, pathname));
  useEffect(() => router.update(navigate, pathname), [router, navigate, pathname]);

  const [logic] = useState(() =>
    gameLaunchMachine.provide({
      actors: {
        launchGame: fromPromise(({ input, signal }) => launchGame(input, signal)),
        loadVendorGames: fromPromise(({ input, signal }) => loadVendorGames(input, signal)),
        loadRooms: fromPromise(({ input, signal }) => loadRooms(input, signal)),
      },
      actions: {
        openLoginPopup: () => modals.send({ type: 'modal.open', name: 'loginPopupModal' }),
        showRealAccountWarning: () => runUiAction('trialWarning'),
        navigate: (_, { to }) => router.navigate(to),
        rememberVendor: (_, { vassalage }) => rememberVendor(vassalage),
        showGame: (_, { url, target }) =>
          router.navigate(gamePathOf(target), {
            state: gameFrameStateOf(url, target),
            // A game page that launched its game again (after a reload) is replaced, so Back
            // leaves the game instead of returning to the same game.
            replace: router.pathname === '/game',
          }),
      },
    }),
  );

  return (
    <GameLaunchActor.Provider logic={logic}>
      <LoginBridge />
      <WarningBridge />
      {children}
      <GamePopup />
      <RoomList />
      <LaunchFailure />
    </GameLaunchActor.Provider>
  );
};
