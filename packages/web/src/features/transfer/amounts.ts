/** An amount a player may send: above zero, at most two decimals (the schema's pattern). */
export const isAmount = (value: string): boolean =>
  /^(0\.(0[1-9]|[1-9][0-9]?)|[1-9][0-9]{0,11}(\.[0-9]{1,2})?)$/.test(value);

/** A decimal string as integer cents, for comparing amounts without a float. */
export const centsOf = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
