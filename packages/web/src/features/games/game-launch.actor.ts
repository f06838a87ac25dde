import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { gameLaunchMachine } from '@his/machines/game-launch';
import type { Viewer } from '@his/machines/game-launch';
import type { sessionMachine } from '@his/machines/session';
import { trialAccountType } from '@his/shared/constants';
import { flowInspect } from '@/lib/flow-inspection.ts';

/**
 * The app's one gameLaunch actor: every game, vendor card and lottery click of the site goes
 * through it (`useLaunchGame`); the provider supplies its I/O.
 */
export const GameLaunchActor = createActorContext(gameLaunchMachine, { inspect: flowInspect });

/** Who is looking at the site, in the terms of the launch rules. */
export const selectViewer = (snapshot: SnapshotFrom<typeof sessionMachine>): Viewer => {
  if (!snapshot.hasTag('loggedIn')) return 'visitor';
  return snapshot.context.member?.type === trialAccountType ? 'trial' : 'member';
};
