import { dayNumber, rangeProblem, recordDefaultDays } from '@his/shared/schemas/records';
import { ApiError } from '../http/api-error.ts';

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
 * The span of a range whose days have the shape of the shared schema; without days, the last
 * `recordDefaultDays` days up to `now`'s day. A range the shared `rangeProblem` finds wrong is
 * the caller's mistake: 400 `request_param_err` naming the field.
 */
export const spanOf = (
  range: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Span => {
  const problem = rangeProblem(range);
  if (problem !== null) throw new ApiError('request_param_err', { fields: [problem] });
  const offset = zoneOffsetHours * 3_600_000;
  const today = Math.floor((now.getTime() + offset) / dayMs) * dayMs;
  const to = dayNumber(range.to ?? '') ?? today;
  const from = dayNumber(range.from ?? '') ?? to - (recordDefaultDays - 1) * dayMs;
  return { start: new Date(from - offset), end: new Date(to + dayMs - offset) };
};
