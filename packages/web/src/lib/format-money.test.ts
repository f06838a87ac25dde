import { describe, expect, it } from 'vitest';
import { languages } from '@his/shared/constants';
import { formatDecimal, formatMoney } from './format-money.ts';
import { languageTags } from './language.ts';

describe('formatMoney', () => {
  it('shows two decimals with grouping', () => {
    expect(formatMoney(10_000, 'EN')).toBe('10,000.00');
    expect(formatMoney(0.5, 'EN')).toBe('0.50');
    expect(formatMoney(1234567.891, 'CN')).toBe('1,234,567.89');
    expect(formatMoney(-1234.5, 'EN')).toBe('-1,234.50');
    expect(formatMoney(999.995, 'EN')).toBe('1,000.00');
  });

  it('uses Latin digits in Khmer too, so amounts read the same on every device', () => {
    expect(formatMoney(10_000, 'KM')).toBe('10,000.00');
  });

  it.each(languages)('writes what Intl.NumberFormat writes in %s', (language) => {
    const intl = new Intl.NumberFormat(languageTags[language], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      numberingSystem: 'latn',
    });
    const amounts = [0, 0.004, 0.005, 0.125, 1.005, 7, 12.3, 999.994, 999.995, 1000, 123456.785];
    for (let value = 1; value < 1e13; value = value * 7 + 0.37) amounts.push(value);
    // Thousandths, where the half-way cases are: three thousand of them from 0.001 to 1,000.
    for (let step = 1; step <= 3000; step += 1) amounts.push(((step * 7919) % 1_000_003) / 1000);
    for (const amount of amounts.flatMap((value) => [value, -value]).filter(Boolean)) {
      expect(formatMoney(amount, language), String(amount)).toBe(intl.format(amount));
    }
  });
});

describe('formatDecimal', () => {
  it('groups a decimal string digit for digit, sign and cents kept', () => {
    expect(formatDecimal('1234567.5', 'EN')).toBe('1,234,567.50');
    expect(formatDecimal('-1000.05', 'CN')).toBe('-1,000.05');
    expect(formatDecimal('0.00', 'KM')).toBe('0.00');
  });
});

describe('languages beyond the core three', () => {
  it('write money as Intl does in that language, with Latin digits', () => {
    expect(formatMoney(1234567.5, 'DE')).toBe('1.234.567,50');
    expect(formatMoney(1234567.5, 'HI')).toBe('12,34,567.50');
    expect(formatMoney(1234567.5, 'AR')).toMatch(/^1[^\d]234[^\d]567[^\d]50$/);
  });

  it('write a decimal string digit for digit', () => {
    expect(formatDecimal('1234567.125', 'DE')).toBe('1.234.567,125');
    expect(formatDecimal('-1000.5', 'HI')).toBe(formatMoney(-1000.5, 'HI'));
    expect(formatDecimal('12345678901234567.89', 'TH')).toBe('12,345,678,901,234,567.89');
    expect(formatDecimal('not a number', 'DE')).toBe('not a number');
  });
});
