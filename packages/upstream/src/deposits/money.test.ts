import { describe, expect, it } from 'vitest';
import { depositAmountInputSchema } from '@his/shared/schemas/deposit';
import { centsToDecimal, decimalToCents } from './money.ts';

describe('deposit money', () => {
  it('reads decimal strings as exact cents', () => {
    expect(decimalToCents('100')).toBe(10_000n);
    expect(decimalToCents('100.5')).toBe(10_050n);
    expect(decimalToCents('0.07')).toBe(7n);
    expect(decimalToCents('999999999999.99')).toBe(99_999_999_999_999n);
  });

  it('writes cents with two decimals', () => {
    expect(centsToDecimal(10_050n)).toBe('100.50');
    expect(centsToDecimal(7n)).toBe('0.07');
    expect(centsToDecimal(0n)).toBe('0.00');
    expect(centsToDecimal(-129n)).toBe('-1.29');
  });

  it('round-trips every amount the schema accepts', () => {
    for (const amount of ['0', '1', '1.1', '10.01', '123456789012.34']) {
      expect(depositAmountInputSchema.safeParse(amount).success).toBe(true);
      expect(decimalToCents(centsToDecimal(decimalToCents(amount)))).toBe(decimalToCents(amount));
    }
    for (const bad of ['-1', '1.234', '01', '1e3', '1,000', '', '.5', '5.', '1234567890123']) {
      expect(depositAmountInputSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
