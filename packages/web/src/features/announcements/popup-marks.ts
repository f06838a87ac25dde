import type { PopupNotice } from '@his/shared/schemas/announcements';
import type { PopupAudience } from '@his/machines/notice-popups';

/**
 * Which popups this browser already showed: a "once per session" popup by its id in
 * sessionStorage (gone when the browser session ends), a "once per day" one by its id and the
 * local day in localStorage (shown again the next day). Storage that refuses (a private window
 * with storage off) remembers nothing: the popup may show again, nothing breaks.
 */
const sessionKey = 'hisPopupsSeen';
const dayKey = 'hisPopupsSeenDay';

/** The local calendar day of `now` (`2026-11-28`). */
export const dayOf = (now: Date): string =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');

const read = (storage: () => Storage, key: string): unknown => {
  try {
    return JSON.parse(storage().getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
};

const write = (storage: () => Storage, key: string, value: unknown): void => {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // Nowhere to keep it: the popup may show again.
  }
};

const sessionIds = (): number[] => {
  const ids = read(() => sessionStorage, sessionKey);
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
};

/** Ids shown today (entries of other days are dropped when the next one is written). */
const todayIds = (now: Date): number[] => {
  const marks = read(() => localStorage, dayKey);
  if (typeof marks !== 'object' || marks === null) return [];
  const today = dayOf(now);
  return Object.entries(marks)
    .filter(([, day]) => day === today)
    .map(([id]) => Number(id));
};

export const wasShown = (popup: PopupNotice, now: Date): boolean =>
  popup.repeat === 'session' ? sessionIds().includes(popup.id) : todayIds(now).includes(popup.id);

/** Notes that this popup was shown, for the rest of the browser session or of the day. */
export const rememberShown = (popup: PopupNotice, now: Date): void => {
  if (popup.repeat === 'session') {
    write(() => sessionStorage, sessionKey, [...new Set([...sessionIds(), popup.id])]);
    return;
  }
  const today = dayOf(now);
  write(
    () => localStorage,
    dayKey,
    Object.fromEntries([...todayIds(now), popup.id].map((id) => [String(id), today])),
  );
};

/**
 * The popups due, in the platform's order: the audience's own (`B` for a guest; `A` for a
 * member, and `F` only on a first login) that this browser has not shown yet.
 */
export const duePopups = (
  popups: readonly PopupNotice[],
  who: { audience: PopupAudience; firstLogin: boolean },
  now: Date,
): PopupNotice[] =>
  popups.filter((popup) => {
    const forAudience =
      who.audience === 'guest'
        ? popup.execution === 'B'
        : popup.execution === 'A' || (popup.execution === 'F' && who.firstLogin);
    return forAudience && !wasShown(popup, now);
  });
