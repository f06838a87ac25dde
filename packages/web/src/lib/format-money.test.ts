import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('shows two decimals with grouping', () => {
    expect(formatMoney(10_000, 'EN')).toBe('10,000.00');
    expect(formatMoney(0.5, 'EN')).toBe('0.50');
    expect(formatMoney(1234567.891, 'CN')).toBe('1,234,567.89');
  });

  it('uses Latin digits in Khmer too, so amounts read the same on every device', () => {
    expect(formatMoney(10_000, 'KM')).toMatch(/^10[.,\s\u202f]000[.,]00$/);
  });
});
