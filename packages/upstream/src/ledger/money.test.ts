import { describe, expect, it } from 'vitest';
import { moneySchema } from '@his/shared/schemas/wallet';
import { centsToAmount, centsToDecimal, unitsToCents } from './money.ts';

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
});
