import { ApiError } from '../http/api-error.ts';

/**
 * A decimal string (`"100"`, `"99.5"`, `"0.01"`; shape checked by the shared schema) as integer
 * cents, without ever passing through a float.
 */
export const decimalToCents = (amount: string): bigint => {
  const match = /^([0-9]{1,12})(?:\.([0-9]{1,2}))?$/.exec(amount);
  if (!match) throw new ApiError('request_param_err', { fields: ['amount'] });
  const [, units = '0', fraction = ''] = match;
  return BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/** Cents as the decimal string every withdrawal answer carries (`"100.00"`). */
export const centsToDecimal = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${(abs / 100n).toString()}.${(abs % 100n).toString().padStart(2, '0')}`;
};
