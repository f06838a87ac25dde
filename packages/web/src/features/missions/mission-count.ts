import { useEffect, useSyncExternalStore } from 'react';
import { missionSummary } from './api/mission-summary.ts';

/** How often the count is asked for while a badge shows and the page is visible. */
const missionCountPollMs = 60_000;

/**
 * The member's claimable missions (`claimable` of `MCSFE_getMissionSummaryDetails`), the number
 * the header's member-center entry and the center's "Mission activity" entry show. It lives
 * outside React's tree because the header and the center are far apart in it; both reach this
 * module. It asks while at least one badge is mounted (the header shows one only for a real
 * member, so a logout stops it): at once, every minute while the page is visible, and when the
 * window gets the focus back or the page shows again. A failed ask keeps the last count. The
 * mission page tells it what its own answers carried (a load, a claim).
 */
let count: number | null = null;
let holders = 0;
let timer: ReturnType<typeof setInterval> | null = null;
/** Each ask's number: an answer older than the last ask started never wins. */
let asked = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const remember = (next: number) => {
  if (next === count) return;
  count = next;
  notify();
};

const ask = async () => {
  asked += 1;
  const mine = asked;
  try {
    const summary = await missionSummary();
    if (mine === asked && holders > 0) remember(summary.claimable);
  } catch {
    // The last count stays; the next poll, focus or claim asks again.
  }
};

const onVisibility = () => {
  if (document.visibilityState === 'visible') void ask();
};
const onFocus = () => void ask();

const hold = () => {
  holders += 1;
  if (holders > 1) return;
  count = null;
  void ask();
  timer = setInterval(() => {
    if (document.visibilityState !== 'hidden') void ask();
  }, missionCountPollMs);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('focus', onFocus);
};

const release = () => {
  holders -= 1;
  if (holders > 0) return;
  if (timer !== null) clearInterval(timer);
  timer = null;
  document.removeEventListener('visibilitychange', onVisibility);
  window.removeEventListener('focus', onFocus);
  asked += 1;
  count = null;
  notify();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const currentCount = (): number | null => count;

/** The claimable missions (null until the first answer), kept fresh while the caller is mounted. */
export const useMissionCount = (): number | null => {
  useEffect(() => {
    hold();
    return release;
  }, []);
  return useSyncExternalStore(subscribe, currentCount);
};

/**
 * Tells the count what the mission page learned: the count its summary carried (shown at once,
 * and any ask still running is outrun), or, with none, to ask again (after a claim).
 */
export const tellMissionCount = (seen?: number): void => {
  if (holders === 0) return;
  if (seen === undefined) {
    void ask();
    return;
  }
  asked += 1;
  remember(seen);
};
