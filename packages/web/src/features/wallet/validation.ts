/** The payment password: exactly six digits (the schema's rule, checked before sending). */
export const isSixDigits = (value: string): boolean => /^[0-9]{6}$/.test(value);

/** An amount a player may ask for: above zero, at most two decimals (the schema's rule). */
export const isAmount = (value: string): boolean =>
  /^(0\.(0[1-9]|[1-9][0-9]?)|[1-9][0-9]{0,11}(\.[0-9]{1,2})?)$/.test(value);

/** A form field's text value. */
export const fieldOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
