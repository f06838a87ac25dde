import { useCallback } from 'react';
import type { LaunchTarget } from '@his/machines/game-launch';
import { SessionActor } from '@/lib/actors.ts';
import { currentLanguage } from '@/lib/language.ts';
import { GameLaunchActor, selectViewer } from './game-launch.actor.ts';

/**
 * The one way to open a game, a vendor card or a lottery: the app-wide gameLaunch actor decides
 * what follows (login first, real account needed, maintenance, lottery page, vendor lobby, game
 * popup or launch). Needs the `GameLaunchProvider` of the app shell.
 */
export const useLaunchGame = (): ((target: LaunchTarget) => void) => {
  const launcher = GameLaunchActor.useActorRef();
  const viewer = SessionActor.useSelector(selectViewer);
  return useCallback(
    (target: LaunchTarget) =>
      launcher.send({ type: 'game.open', target, viewer, language: currentLanguage() }),
    [launcher, viewer],
  );
};
