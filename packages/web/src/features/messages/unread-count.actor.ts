import { fromPromise } from 'xstate';
import { liveCountMachine } from '@his/machines/live-count';
import { liveCount } from '@/lib/live-count.ts';
import { loadUnreadCount } from './api/load-unread-count.ts';

/** How often the unread count is asked for while the page shows. */
const unreadPollMs = 30_000;

/**
 * The site's one unread count (GET /wps/relay/CSP_unreadCount): the header's messages entry
 * holds it while a real member is on screen, and the messages page tells it what changed
 * (`count.refresh` after a message was read, `count.seen` with the count an inbox, mark all read
 * or delete answer carried). Every 30 s while the page shows, at once on focus, backing off
 * after failures (`@his/machines/live-count`).
 */
const unreadCount = liveCount(
  liveCountMachine.provide({
    actors: { loadCount: fromPromise(({ signal }) => loadUnreadCount(signal)) },
  }),
  unreadPollMs,
);

export const useUnreadCount = unreadCount.useCount;
export const tellUnreadCount = unreadCount.tell;
