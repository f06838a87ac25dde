import { createContext, use } from 'react';
import type { LaunchTarget } from '@his/machines/game-launch';

/**
 * What a click on a game or a vendor card does: the page supplies the app's launch hook, so the
 * lobby never decides how a game starts (login, real account, route, popup or launch).
 */
export const OpenTargetContext = createContext<((target: LaunchTarget) => void) | null>(null);

export const useOpenTarget = (): ((target: LaunchTarget) => void) => {
  const open = use(OpenTargetContext);
  if (!open) throw new Error('lobby components need an OpenTargetContext from their page');
  return open;
};
