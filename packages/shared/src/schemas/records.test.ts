import { describe, expect, it } from 'vitest';
import { bettingRecordQuerySchema, dayNumber, rangeProblem } from './records.ts';

describe('record ranges', () => {
  it('read calendar days only', () => {
    expect(dayNumber('2026-02-28')).toBe(Date.UTC(2026, 1, 28));
    expect(dayNumber('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    for (const day of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-1-01', '', 'today']) {
      expect(dayNumber(day)).toBeNull();
    }
  });

  it('name the field to fix', () => {
    expect(rangeProblem({})).toBeNull();
    expect(rangeProblem({ from: '2026-01-10', to: '2026-01-10' })).toBeNull();
    expect(rangeProblem({ from: '2026-01-01', to: '2026-03-31' })).toBeNull();
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-01' })).toBe('to');
    expect(rangeProblem({ from: '2026-01-10', to: '2026-01-09' })).toBe('to');
    expect(rangeProblem({ to: '2026-01-09' })).toBe('from');
    expect(rangeProblem({ from: '2026-01-09' })).toBe('to');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('from');
  });

  it('leave only the shape to the query schema', () => {
    expect(
      bettingRecordQuerySchema.safeParse({ from: '2026-02-30', to: '2026-01-01' }).success,
    ).toBe(true);
    expect(bettingRecordQuerySchema.safeParse({ from: '2026-13-01' }).success).toBe(false);
    expect(bettingRecordQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
  });
});
