import { beforeEach, describe, expect, it } from 'vitest';
import type { PopupNotice } from '@his/shared/schemas/announcements';
import { dayOf, duePopups, rememberShown, wasShown } from './popup-marks.ts';

const popup = (id: number, execution: PopupNotice['execution'], repeat: PopupNotice['repeat']) => ({
  id,
  title: `Popup ${id}`,
  content: '<p>Text</p>',
  date: 0,
  sort: 0,
  execution,
  repeat,
});

const monday = new Date(2026, 10, 23, 9, 0);
const mondayNight = new Date(2026, 10, 23, 23, 59);
const tuesday = new Date(2026, 10, 24, 0, 1);

describe('popup marks', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('names the local day', () => {
    expect(dayOf(monday)).toBe('2026-11-23');
  });

  it('remembers a once-per-session popup for the session, a once-per-day one for the day', () => {
    const perSession = popup(1, 'A', 'session');
    const perDay = popup(2, 'A', 'day');
    rememberShown(perSession, monday);
    rememberShown(perDay, monday);
    expect(wasShown(perSession, tuesday)).toBe(true);
    expect(wasShown(perDay, mondayNight)).toBe(true);
    expect(wasShown(perDay, tuesday)).toBe(false);
    sessionStorage.clear();
    expect(wasShown(perSession, monday)).toBe(false);
    expect(localStorage.getItem('hisPopupsSeenDay')).toBe('{"2":"2026-11-23"}');
    rememberShown(popup(3, 'A', 'day'), tuesday);
    // Yesterday's marks go when today's is written.
    expect(localStorage.getItem('hisPopupsSeenDay')).toBe('{"3":"2026-11-24"}');
  });

  it('keeps the audience’s popups not shown yet, in order; F only on a first login', () => {
    const list = [popup(1, 'A', 'session'), popup(2, 'F', 'day'), popup(3, 'B', 'day')];
    const ids = (who: Parameters<typeof duePopups>[1]) =>
      duePopups(list, who, monday).map((p) => p.id);
    expect(ids({ audience: 'guest', firstLogin: false })).toEqual([3]);
    expect(ids({ audience: 'member', firstLogin: false })).toEqual([1]);
    expect(ids({ audience: 'member', firstLogin: true })).toEqual([1, 2]);
    rememberShown(list[0] as PopupNotice, monday);
    expect(ids({ audience: 'member', firstLogin: true })).toEqual([2]);
  });

  it('survives storage holding something else', () => {
    sessionStorage.setItem('hisPopupsSeen', '{not json');
    localStorage.setItem('hisPopupsSeenDay', '"a string"');
    expect(wasShown(popup(1, 'A', 'session'), monday)).toBe(false);
    expect(wasShown(popup(2, 'A', 'day'), monday)).toBe(false);
  });
});
