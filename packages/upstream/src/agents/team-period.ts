import type { TeamPeriod } from '@his/shared/schemas/agent-center';
import { ApiError } from '../http/api-error.ts';
import type { Span } from '../records/range.ts';
import { spanOf, zoneOffsetHours } from '../records/range.ts';

const dayMs = 86_400_000;

const dayText = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** A period of the team overview as its first and last platform day and their span. */
export interface PeriodDays {
  from: string;
  to: string;
  span: Span;
}

/**
 * The days of an overview period in the platform's day (UTC+7, as the records): today,
 * yesterday, the week so far from Monday, the month so far, or the custom `from`–`to` (both
 * needed, checked like a record's range). Days with another period are the caller's mistake:
 * `request_param_err` naming `from`.
 */
export const periodDays = (
  query: { period: TeamPeriod; from?: string | undefined; to?: string | undefined },
  now: Date,
): PeriodDays => {
  const given = query.from !== undefined || query.to !== undefined;
  if (query.period === 'custom') {
    if (!given) throw new ApiError('request_param_err', { fields: ['from'] });
    const span = spanOf(query, now);
    return { from: query.from ?? '', to: query.to ?? '', span };
  }
  if (given) throw new ApiError('request_param_err', { fields: ['from'] });
  const today = Math.floor((now.getTime() + zoneOffsetHours * 3_600_000) / dayMs) * dayMs;
  const weekday = (new Date(today).getUTCDay() + 6) % 7;
  const monthStart = Date.UTC(new Date(today).getUTCFullYear(), new Date(today).getUTCMonth(), 1);
  const bounds: Record<Exclude<TeamPeriod, 'custom'>, readonly [number, number]> = {
    today: [today, today],
    yesterday: [today - dayMs, today - dayMs],
    thisWeek: [today - weekday * dayMs, today],
    thisMonth: [monthStart, today],
  };
  const [first, last] = bounds[query.period];
  const days = { from: dayText(first), to: dayText(last) };
  return { ...days, span: spanOf(days, now) };
};
