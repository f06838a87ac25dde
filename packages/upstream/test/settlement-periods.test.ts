import { describe, expect, it } from 'vitest';
import type { SettlementPeriod } from '../src/agents/settlement-periods.ts';
import { duePeriods, periodAt } from '../src/agents/settlement-periods.ts';

/**
 * The settlement periods' boundaries (issue 15): five minutes and hours on the epoch, days, weeks
 * from Monday, half months and months at midnight in UTC+7 (17:00 UTC the day before).
 */

const at = (iso: string) => Date.parse(iso);
const span = (kind: SettlementPeriod, instant: string) => {
  const period = periodAt(kind, at(instant));
  return [new Date(period.start).toISOString(), new Date(period.end).toISOString()];
};

describe('settlement periods', () => {
  it.each<[SettlementPeriod, string, string, string]>([
    [
      'realtime',
      '2026-01-10T10:07:30.000Z',
      '2026-01-10T10:05:00.000Z',
      '2026-01-10T10:10:00.000Z',
    ],
    [
      'realtime',
      '2026-01-10T10:10:00.000Z',
      '2026-01-10T10:10:00.000Z',
      '2026-01-10T10:15:00.000Z',
    ],
    ['hourly', '2026-01-10T10:59:59.999Z', '2026-01-10T10:00:00.000Z', '2026-01-10T11:00:00.000Z'],
    // 23:59:59 and 00:00 in UTC+7.
    ['daily', '2026-01-10T16:59:59.999Z', '2026-01-09T17:00:00.000Z', '2026-01-10T17:00:00.000Z'],
    ['daily', '2026-01-10T17:00:00.000Z', '2026-01-10T17:00:00.000Z', '2026-01-11T17:00:00.000Z'],
    // Saturday 2026-01-10: the week of Monday 2026-01-05 (UTC+7); Sunday night is still in it.
    ['weekly', '2026-01-10T10:00:00.000Z', '2026-01-04T17:00:00.000Z', '2026-01-11T17:00:00.000Z'],
    ['weekly', '2026-01-11T16:59:59.999Z', '2026-01-04T17:00:00.000Z', '2026-01-11T17:00:00.000Z'],
    ['weekly', '2026-01-11T17:00:00.000Z', '2026-01-11T17:00:00.000Z', '2026-01-18T17:00:00.000Z'],
    // Monday 00:30 in UTC+7 is still Sunday in UTC.
    ['weekly', '2026-01-04T17:30:00.000Z', '2026-01-04T17:00:00.000Z', '2026-01-11T17:00:00.000Z'],
    [
      'semimonthly',
      '2026-01-15T16:59:59.999Z',
      '2025-12-31T17:00:00.000Z',
      '2026-01-15T17:00:00.000Z',
    ],
    [
      'semimonthly',
      '2026-01-15T17:00:00.000Z',
      '2026-01-15T17:00:00.000Z',
      '2026-01-31T17:00:00.000Z',
    ],
    [
      'semimonthly',
      '2026-02-20T00:00:00.000Z',
      '2026-02-15T17:00:00.000Z',
      '2026-02-28T17:00:00.000Z',
    ],
    [
      'semimonthly',
      '2028-02-29T12:00:00.000Z',
      '2028-02-15T17:00:00.000Z',
      '2028-02-29T17:00:00.000Z',
    ],
    ['monthly', '2026-02-10T00:00:00.000Z', '2026-01-31T17:00:00.000Z', '2026-02-28T17:00:00.000Z'],
    // 1 January 00:00 in UTC+7: the year turns.
    ['monthly', '2026-12-31T17:00:00.000Z', '2026-12-31T17:00:00.000Z', '2027-01-31T17:00:00.000Z'],
    ['monthly', '2026-12-31T16:59:59.999Z', '2026-11-30T17:00:00.000Z', '2026-12-31T17:00:00.000Z'],
  ])('%s at %s is [%s, %s)', (kind, instant, start, end) => {
    expect(span(kind, instant)).toEqual([start, end]);
  });

  it('lists the due periods in order: ended by now, overlapping the span, at most the limit', () => {
    const from = at('2026-01-10T10:02:00.000Z');
    const hourly = duePeriods('hourly', from, Infinity, at('2026-01-10T13:30:00.000Z'), 10);
    expect(hourly.map((p) => new Date(p.start).toISOString())).toEqual([
      '2026-01-10T10:00:00.000Z',
      '2026-01-10T11:00:00.000Z',
      '2026-01-10T12:00:00.000Z',
    ]);
    // A span that ends at 11:00 overlaps no later hour; one ending 11:00:01 overlaps the next.
    expect(duePeriods('hourly', from, at('2026-01-10T11:00:00.000Z'), Infinity, 10)).toHaveLength(
      1,
    );
    expect(duePeriods('hourly', from, at('2026-01-10T11:00:01.000Z'), Infinity, 10)).toHaveLength(
      2,
    );
    expect(
      duePeriods('realtime', from, Infinity, at('2026-01-12T10:00:00.000Z'), 500),
    ).toHaveLength(500);
    // Consecutive: each period starts where the last ended, whatever the kind.
    for (const kind of ['daily', 'weekly', 'semimonthly', 'monthly'] as const) {
      const periods = duePeriods(kind, from, Infinity, at('2027-06-01T00:00:00.000Z'), 1_000);
      periods.slice(1).forEach((p, i) => expect(p.start).toBe(periods[i]?.end));
    }
  });
});
