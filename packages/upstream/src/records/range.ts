import { dayNumber, recordDefaultDays } from '@his/shared/schemas/records';

/**
 * The platform's day is UTC+7, the day lottery draws are numbered in (`play/lottery/numero.ts`):
 * a record's day, and the days of a range, start at midnight there.
 */
export const zoneOffsetHours = 7;
const dayMs = 86_400_000;

/** The instants of a range of days: from the first day's midnight up to (not including) the day after the last. */
export interface Span {
  start: Date;
  end: Date;
}

/**
 * `from` and `to` have passed the shared schema (calendar days, in order, both or neither);
 * without them, the last `recordDefaultDays` days up to `now`'s day.
 */
export const spanOf = (
  range: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Span => {
  const offset = zoneOffsetHours * 3_600_000;
  const today = Math.floor((now.getTime() + offset) / dayMs) * dayMs;
  const to = dayNumber(range.to ?? '') ?? today;
  const from = dayNumber(range.from ?? '') ?? to - (recordDefaultDays - 1) * dayMs;
  return { start: new Date(from - offset), end: new Date(to + dayMs - offset) };
};
