import type { SnapshotFrom } from 'xstate';
import type { Viewer } from '@his/machines/game-launch';
import type { sessionMachine } from '@his/machines/session';
import { trialAccountType } from '@his/shared/constants';
import { SessionActor } from '@/lib/actors.ts';

/** Who is looking: a visitor, a trial account (type 4) or a real member. */
const selectViewer = (snapshot: SnapshotFrom<typeof sessionMachine>): Viewer => {
  const { member } = snapshot.context;
  if (!snapshot.hasTag('loggedIn') || !member) return 'visitor';
  return member.type === trialAccountType ? 'trial' : 'member';
};

export const useViewer = (): Viewer => SessionActor.useSelector(selectViewer);
