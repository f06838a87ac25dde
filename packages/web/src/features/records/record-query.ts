import {
  recordRangeMaxDays,
  dayNumber,
  type TransactionTypeCode,
} from '@his/shared/schemas/records';

/** The ranges a player picks from; `custom` takes two days. */
export const rangePresets = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** What a record page asks for: a range of platform days, filters and a page. */
export interface RecordQuery {
  preset: RangePreset;
  from: string;
  to: string;
  page: number;
  pageSize: number;
  category: string | null;
  vendor: string | null;
  type: TransactionTypeCode | null;
}

const dayMs = 86_400_000;
// The platform's day (UTC+7, the day lottery draws are numbered in): the records' days.
const platformOffsetMs = 7 * 3_600_000;

/** The platform day of an instant, `2026-11-27`. */
const platformDay = (at: number): string =>
  new Date(at + platformOffsetMs).toISOString().slice(0, 10);

/** The days of a preset range on `now` (custom keeps the given days). */
export const presetDays = (preset: Exclude<RangePreset, 'custom'>, now: number) => {
  const daysBack = (count: number) => platformDay(now - count * dayMs);
  switch (preset) {
    case 'today':
      return { from: daysBack(0), to: daysBack(0) };
    case 'yesterday':
      return { from: daysBack(1), to: daysBack(1) };
    case 'week':
      return { from: daysBack(6), to: daysBack(0) };
    case 'month':
      return { from: daysBack(29), to: daysBack(0) };
  }
};

/** The first query of a record page: the last seven days, first page. */
export const firstQuery = (now: number, pageSize = 10): RecordQuery => ({
  preset: 'week',
  ...presetDays('week', now),
  page: 1,
  pageSize,
  category: null,
  vendor: null,
  type: null,
});

/** Why a custom range cannot be asked for: `order` (to before from) or `long`; null when fine. */
export const rangeProblemOf = (from: string, to: string): 'order' | 'long' | 'missing' | null => {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === null || end === null) return 'missing';
  if (end < start) return 'order';
  if ((end - start) / dayMs + 1 > recordRangeMaxDays) return 'long';
  return null;
};
