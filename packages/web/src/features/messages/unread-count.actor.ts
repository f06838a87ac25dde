import { useEffect, useSyncExternalStore } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import { unreadCountMachine, type UnreadCountEvent } from '@his/machines/unread-count';
import { flowInspect } from '@/lib/flow-inspection.ts';
import { loadUnreadCount } from './api/load-unread-count.ts';

/** The unread count chart with its call (GET /wps/relay/CSP_unreadCount). */
const unreadCountLogic = unreadCountMachine.provide({
  actors: { loadUnreadCount: fromPromise(({ signal }) => loadUnreadCount(signal)) },
});

/**
 * The one unread count of the site: the header's entry holds it while a real member is on
 * screen (the header shows it only then, so a logout stops it) and the messages page tells it
 * what changed. It lives outside React's tree because the header and the member center are far
 * apart in it; both reach this module, the way they would reach a context.
 */
let running: Actor<typeof unreadCountLogic> | null = null;
let holders = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const tellVisibility = () =>
  running?.send({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' });
const tellFocus = () => running?.send({ type: 'unread.refresh' });

const hold = () => {
  holders += 1;
  if (running) return;
  const actor = createActor(unreadCountLogic, { inspect: flowInspect });
  running = actor;
  actor.subscribe(notify);
  actor.start();
  tellVisibility();
  document.addEventListener('visibilitychange', tellVisibility);
  window.addEventListener('focus', tellFocus);
  notify();
};

const release = () => {
  holders -= 1;
  if (holders > 0 || !running) return;
  document.removeEventListener('visibilitychange', tellVisibility);
  window.removeEventListener('focus', tellFocus);
  running.stop();
  running = null;
  notify();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const currentCount = (): number | null => running?.getSnapshot().context.count ?? null;

/**
 * The member's unread count (null until the first answer), kept fresh while the calling
 * component is mounted: the chart asks every 30 s while the page shows, at once when the window
 * gets the focus back, and backs off after failures (`@his/machines/unread-count`).
 */
export const useUnreadCount = (): number | null => {
  useEffect(() => {
    hold();
    return release;
  }, []);
  return useSyncExternalStore(subscribe, currentCount);
};

/**
 * Tells the count what a page did: `unread.refresh` after a message was read, `unread.seen`
 * with the count an answer carried (the inbox, mark all read, delete). Nothing when no header
 * holds it.
 */
export const tellUnreadCount = (event: Extract<UnreadCountEvent, { type: `unread.${string}` }>) =>
  running?.send(event);
