import { useEffect, useSyncExternalStore } from 'react';
import { createActor, type Actor } from 'xstate';
import type { liveCountMachine, LiveCountEvent } from '@his/machines/live-count';
import { flowInspect } from './flow-inspection.ts';

/** What a page may tell a count: to ask again, or the count its own answer carried. */
export type CountNews = Extract<LiveCountEvent, { type: `count.${string}` }>;

/**
 * A count the header keeps fresh (the unread messages, the claimable missions), run by the
 * `liveCount` chart with its call while at least one component holds it: the header shows its
 * entries only for a real member on screen, so a logout stops it. It lives outside React's tree
 * because the header and the member center are far apart in it; both reach the module that made
 * it, the way they would reach a context. The page's visibility and the window's focus are told
 * to the chart (`page.hidden`, `page.visible`, `count.refresh`). `logic` is the chart with its
 * call provided (the feature's wiring).
 */
export const liveCount = (logic: typeof liveCountMachine, pollMs: number) => {
  let running: Actor<typeof logic> | null = null;
  let holders = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const tellVisibility = () =>
    running?.send({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' });
  const tellFocus = () => running?.send({ type: 'count.refresh' });

  const hold = () => {
    holders += 1;
    if (running) return;
    const actor = createActor(logic, { input: { pollMs }, inspect: flowInspect });
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
  const current = (): number | null => running?.getSnapshot().context.count ?? null;

  return {
    /** The count (null until the first answer), kept fresh while the caller is mounted. */
    useCount: (): number | null => {
      useEffect(() => {
        hold();
        return release;
      }, []);
      return useSyncExternalStore(subscribe, current);
    },
    /** Tells the count what a page did; nothing when no component holds it. */
    tell: (news: CountNews) => running?.send(news),
  };
};
