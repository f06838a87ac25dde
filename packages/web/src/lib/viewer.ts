import type { SnapshotFrom } from 'xstate';
import type { sessionInApp } from '@his/machines/app';
import { viewerOf, type Viewer } from '@his/machines/game-launch';
import { SessionActor } from './actors.ts';

/** Who is looking at the site, in the terms of the launch rules. */
const selectViewer = (snapshot: SnapshotFrom<typeof sessionInApp>): Viewer =>
  snapshot.hasTag('loggedIn') ? viewerOf(snapshot.context.member) : 'visitor';

/** Who is looking: a visitor, a trial account (type 4) or a real member. */
export const useViewer = (): Viewer => SessionActor.useSelector(selectViewer);
