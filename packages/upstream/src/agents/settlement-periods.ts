import type { ContractTerms } from '@his/shared/schemas/contracts';
import { zoneOffsetHours } from '../records/range.ts';

/**
 * The periods contracts are settled for (SPEC §9): a real-time salary every five minutes, an
 * hourly salary every hour, a daily salary every platform day, and a dividend by its terms' period
 * (a day, a week from Monday, the 1st–15th and the 16th–end of a month, or a month). Days, weeks
 * and months are the platform's (UTC+7, the day of the records and the lottery); five minutes and
 * hours are aligned to the epoch (UTC+7 is a whole number of hours, so the hours are its hours).
 */
export type SettlementPeriod =
  'realtime' | 'hourly' | 'daily' | 'weekly' | 'semimonthly' | 'monthly';

export interface Period {
  /** Epoch ms, included. */
  start: number;
  /** Epoch ms, excluded: the next period's start. */
  end: number;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
const offsetMs = zoneOffsetHours * hourMs;

export const settlementPeriodOf = (terms: ContractTerms): SettlementPeriod => {
  switch (terms.kind) {
    case 'realtimeSalary':
      return 'realtime';
    case 'hourlySalary':
      return 'hourly';
    case 'dailySalary':
      return 'daily';
    case 'dividend':
      return terms.period;
  }
};

const fixed = (at: number, length: number, shift: number): Period => {
  const start = Math.floor((at + shift) / length) * length - shift;
  return { start, end: start + length };
};

/** A month's day in UTC+7 as its UTC+7 midnight, back in epoch ms. */
const localDay = (year: number, month: number, day: number) =>
  Date.UTC(year, month, day) - offsetMs;

/** The period of `kind` that holds the instant `at` (epoch ms). */
export const periodAt = (kind: SettlementPeriod, at: number): Period => {
  switch (kind) {
    case 'realtime':
      return fixed(at, 5 * minuteMs, 0);
    case 'hourly':
      return fixed(at, hourMs, 0);
    case 'daily':
      return fixed(at, dayMs, offsetMs);
    case 'weekly': {
      // 1970-01-01 was a Thursday: its Monday was 3 days before, so weeks are shifted by 3 days.
      return fixed(at, 7 * dayMs, offsetMs + 3 * dayMs);
    }
    case 'semimonthly':
    case 'monthly': {
      const local = new Date(at + offsetMs);
      const year = local.getUTCFullYear();
      const month = local.getUTCMonth();
      if (kind === 'monthly') {
        return { start: localDay(year, month, 1), end: localDay(year, month + 1, 1) };
      }
      return local.getUTCDate() <= 15
        ? { start: localDay(year, month, 1), end: localDay(year, month, 16) }
        : { start: localDay(year, month, 16), end: localDay(year, month + 1, 1) };
    }
  }
};

/**
 * The periods to settle next, in order: from the one holding `from` on, those that overlap the
 * span (starting before `spanEnd`) and have ended by `now`; at most `limit`.
 */
export const duePeriods = (
  kind: SettlementPeriod,
  from: number,
  spanEnd: number,
  now: number,
  limit: number,
): Period[] => {
  const periods: Period[] = [];
  for (
    let period = periodAt(kind, from);
    period.start < spanEnd && period.end <= now && periods.length < limit;
    period = periodAt(kind, period.end)
  ) {
    periods.push(period);
  }
  return periods;
};
