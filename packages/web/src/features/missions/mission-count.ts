import { fromPromise } from 'xstate';
import { liveCountMachine } from '@his/machines/live-count';
import { liveCount } from '@/lib/live-count.ts';
import { missionSummary } from './api/mission-summary.ts';

/** How often the count is asked for while a badge shows and the page is visible. */
const missionCountPollMs = 60_000;

/**
 * The member's claimable missions (`claimable` of `MCSFE_getMissionSummaryDetails`), the number
 * the header's member-center entry and the center's "Mission activity" entry show: the
 * `liveCount` chart, asked every minute while a badge is mounted and the page visible, at once
 * when the window gets the focus back; a failure keeps the last count.
 */
const missionCount = liveCount(
  liveCountMachine.provide({
    actors: {
      loadCount: fromPromise(async ({ signal }) => (await missionSummary(signal)).claimable),
    },
  }),
  missionCountPollMs,
);

/** The claimable missions (null until the first answer), kept fresh while the caller is mounted. */
export const useMissionCount = missionCount.useCount;

/**
 * Tells the count what the mission page learned: the count its summary carried (shown at once,
 * and any ask still running is outrun), or, with none, to ask again (after a claim).
 */
export const tellMissionCount = (seen?: number): void => {
  missionCount.tell(
    seen === undefined ? { type: 'count.refresh' } : { type: 'count.seen', count: seen },
  );
};
