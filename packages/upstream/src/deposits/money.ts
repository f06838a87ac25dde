/**
 * Deposit amounts travel as decimal strings (`@his/shared/schemas/deposit`) and are held as
 * integer cents; these two turn one into the other without ever passing through a float.
 */

/** `"100"`, `"100.5"`, `"100.50"` → 10050n. The string has passed the shared schema. */
export const decimalToCents = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/** 10050n → `"100.50"`. */
export const centsToDecimal = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};
