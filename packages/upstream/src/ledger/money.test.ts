import { describe, expect, it } from 'vitest';
import { moneySchema } from '@his/shared/schemas/wallet';
import { depositAmountInputSchema } from '@his/shared/schemas/deposit';
import { centsToAmount, centsToDecimal, decimalToCents, unitsToCents } from './money.ts';

describe('money', () => {
  it('answers cents as numbers with two decimals', () => {
    expect(centsToAmount(1_000_000n)).toBe(10000);
    expect(centsToAmount(1_000_007n)).toBe(10000.07);
    expect(centsToAmount(-29n)).toBe(-0.29);
    for (const cents of [1n, 7n, 29n, 115n, 123_456_789n, 9_999_999_999_99n]) {
      expect(moneySchema.safeParse(centsToAmount(cents)).success).toBe(true);
    }
  });

  it('refuses amounts a JavaScript number cannot carry exactly', () => {
    expect(() => centsToAmount(2n ** 60n)).toThrow(RangeError);
    expect(unitsToCents(10_000)).toBe(1_000_000n);
    expect(() => unitsToCents(0.5)).toThrow(RangeError);
  });

  it('answers cents as decimal strings with two decimals, signed, without a float', () => {
    expect(centsToDecimal(0n)).toBe('0.00');
    expect(centsToDecimal(5n)).toBe('0.05');
    expect(centsToDecimal(-1250n)).toBe('-12.50');
    expect(centsToDecimal(2n ** 60n)).toBe('11529215046068469.76');
  });

  it('reads decimal strings as exact cents', () => {
    expect(decimalToCents('100')).toBe(10_000n);
    expect(decimalToCents('100.5')).toBe(10_050n);
    expect(decimalToCents('0.07')).toBe(7n);
    expect(decimalToCents('999999999999.99')).toBe(99_999_999_999_999n);
  });

  it('refuses what is not a decimal with at most two places, as the caller’s mistake', () => {
    for (const bad of ['-1', '1.234', '1e3', '1,000', '', '.5', '5.', '1234567890123', 'NaN']) {
      expect(() => decimalToCents(bad), bad).toThrow('request_param_err');
    }
  });

  it('round-trips every amount the schema accepts', () => {
    for (const amount of ['0', '1', '1.1', '10.01', '123456789012.34']) {
      expect(depositAmountInputSchema.safeParse(amount).success).toBe(true);
      expect(decimalToCents(centsToDecimal(decimalToCents(amount)))).toBe(decimalToCents(amount));
    }
  });
});
