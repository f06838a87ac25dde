import { fromCallback } from 'xstate';
import { appMachine, type ApiSignalsEvent } from '@his/machines/app';
import { balanceLogic } from '@/features/balance/balance.actor.ts';
import { sessionLogic } from '@/features/auth/session.actor.ts';
import { gameLaunchLogic } from '@/features/games/game-launch.actor.ts';
import { favouritesLogic } from '@/features/lobby/favourites.actor.ts';
import { loadAgentCenterPage } from '@/features/agent-center/agent-center.actor.ts';
import { centerLogic, loadMemberCenterPage } from '@/features/member-center/member-center.actor.ts';
import { onPasswordChangeRequired, onUnauthorized, startApiSession } from '@/lib/api.ts';
import { announce } from '@/lib/notices.ts';
import { bootLogic } from './boot.actor.ts';
import type { BootLoads } from './boot-loads.ts';
import type { AppRouter } from './router.tsx';

/** The api client's signals, as events of the app chart; the chart tells it of a sign-in. */
const apiSignals = fromCallback<ApiSignalsEvent>(({ sendBack, receive }) => {
  receive((event) => {
    if (event.type === 'api.sessionStarted') startApiSession();
  });
  const stopUnauthorized = onUnauthorized(() => sendBack({ type: 'api.unauthorized' }));
  const stopPasswordChange = onPasswordChangeRequired(() =>
    sendBack({ type: 'api.passwordChangeRequired' }),
  );
  return () => {
    stopUnauthorized();
    stopPasswordChange();
  };
});

/**
 * The app chart with every child's I/O: what the site runs. The router is created before the
 * app renders, so the children reach it directly (no component passes it along). `bootLoads`:
 * the boot's calls when main.tsx has already started them.
 */
export const appLogic = (router: AppRouter, bootLoads?: BootLoads) =>
  appMachine.provide({
    actors: {
      boot: bootLogic(bootLoads),
      session: sessionLogic((to) => void router.navigate(to)),
      gameLaunch: gameLaunchLogic(router),
      balance: balanceLogic,
      favourites: favouritesLogic,
      memberCenter: centerLogic(router, 'members', loadMemberCenterPage),
      agentCenter: centerLogic(router, 'agents', loadAgentCenterPage),
      apiSignals,
    },
    actions: { announce: (_, notice) => announce(notice) },
  });
