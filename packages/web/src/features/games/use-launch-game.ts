import { useCallback } from 'react';
import type { LaunchTarget } from '@his/machines/game-launch';
import { currentLanguage } from '@/lib/language.ts';
import { GameLaunchActor } from '@/lib/actors.ts';
import { useViewer } from '@/lib/viewer.ts';

/**
 * The one way to open a game, a vendor card or a lottery: the app-wide gameLaunch actor decides
 * what follows (login first, real account needed, maintenance, lottery page, vendor lobby, game
 * popup or launch). The launch is the app chart’s child.
 */
export const useLaunchGame = (): ((target: LaunchTarget) => void) => {
  const launcher = GameLaunchActor.useActorRef();
  const viewer = useViewer();
  return useCallback(
    (target: LaunchTarget) =>
      launcher.send({ type: 'game.open', target, viewer, language: currentLanguage() }),
    [launcher, viewer],
  );
};
