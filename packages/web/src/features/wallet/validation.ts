/** The payment password: exactly six digits (the schema's rule, checked before sending). */
export const isSixDigits = (value: string): boolean => /^[0-9]{6}$/.test(value);

/** A form field's text value. */
export const fieldOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
