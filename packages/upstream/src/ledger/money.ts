import { ApiError } from '../http/api-error.ts';

/**
 * Money is held as integer cents (bigint) and only becomes a JavaScript number on the wire,
 * where the platform answers amounts with two decimals. Dividing an exact integer by 100 gives
 * the double nearest to the decimal value, the same number `JSON.parse("10000.07")` gives.
 */
export const centsToAmount = (cents: bigint): number => {
  if (cents > BigInt(Number.MAX_SAFE_INTEGER) || cents < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('amount too large to answer as a number');
  }
  return Number(cents) / 100;
};

/** Whole currency units to cents, for seed data and tests (`10_000` → 1 000 000 cents). */
export const unitsToCents = (units: number): bigint => {
  if (!Number.isSafeInteger(units)) throw new RangeError('units must be a safe integer');
  return BigInt(units) * 100n;
};

/**
 * Cents as a decimal string with two decimals (`-1250n` → `"-12.50"`), the shape of amounts that
 * must never pass through a float (the member center's records).
 */
export const centsToDecimal = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/**
 * A decimal string (`"100"`, `"99.5"`, `"0.01"`: the money calls' amounts, whose shape the
 * shared schemas check) as integer cents, without ever passing through a float. Anything else
 * is the caller's mistake (`request_param_err` naming `amount`).
 */
export const decimalToCents = (amount: string): bigint => {
  const match = /^([0-9]{1,12})(?:\.([0-9]{1,2}))?$/.exec(amount);
  if (!match) throw new ApiError('request_param_err', { fields: ['amount'] });
  const [, units = '0', fraction = ''] = match;
  return BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0'));
};
