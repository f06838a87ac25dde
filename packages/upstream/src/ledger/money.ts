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
