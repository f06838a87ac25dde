import { checkRule, smsCodePattern, type RegisterRule } from '@his/shared/rules';

/**
 * A field error as the forms show it: an i18n key and its interpolation values. The web
 * translates `key` with `params`; machines never hold display text.
 */
export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

/** Field errors of a form by field name; a field without an entry is fine. */
export type FieldErrors = Partial<Record<string, FieldError>>;

/** i18n keys the account machines emit (SPEC §5 messages). */
export const validationKeys = {
  /** "Input cannot be empty". */
  required: 'validation.required',
  /** "Confirmation input incorrect" (inconsistent twice). */
  inconsistent: 'validation.inconsistent',
  /** "Enter a valid mobile number". */
  mobile: 'validation.mobile',
  /** "Enter a valid verification code" (six digits). */
  smsCode: 'validation.smsCode',
} as const;

/**
 * Key of a register-rule pattern message: `validation.reg_pattern_<patternId>`, interpolated
 * with `{{range}}` (a single number when min = max, else `min-max`) and `{{min}}`/`{{max}}`.
 */
export const patternKey = (patternId: number): string => `validation.reg_pattern_${patternId}`;

const rangeOf = (min: number, max: number): string => (min === max ? `${min}` : `${min}-${max}`);

/**
 * Checks one value: required when `required` (or when the rule says so), then the rule's
 * pattern and length through `checkRule`, the same function the server runs. A missing rule
 * checks presence only. `patternError` replaces the catalogue message (e.g. the mobile one).
 */
export const checkField = (
  value: string | undefined,
  options: { rule?: RegisterRule | null; required?: boolean; patternError?: string },
): FieldError | null => {
  const trimmed = (value ?? '').trim();
  const { rule } = options;
  if (trimmed === '')
    return options.required === true || rule?.required === true
      ? { key: validationKeys.required }
      : null;
  if (!rule) return null;
  const check = checkRule(rule, trimmed);
  if (check.ok) return null;
  if (options.patternError !== undefined) return { key: options.patternError };
  return {
    key: patternKey(check.patternId),
    params: { min: check.min, max: check.max, range: rangeOf(check.min, check.max) },
  };
};

/** A six-digit SMS code, required. */
export const checkSmsCode = (value: string | undefined): FieldError | null => {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return { key: validationKeys.required };
  return smsCodePattern.test(trimmed) ? null : { key: validationKeys.smsCode };
};

/** The confirmation must be filled and equal the value it confirms. */
export const checkConfirmation = (
  value: string | undefined,
  confirmation: string | undefined,
): FieldError | null => {
  const trimmed = (confirmation ?? '').trim();
  if (trimmed === '') return { key: validationKeys.required };
  return trimmed === (value ?? '').trim() ? null : { key: validationKeys.inconsistent };
};

/** Keeps only the failing fields, so an empty object means the form may be sent. */
export const collectErrors = (checks: Record<string, FieldError | null>): FieldErrors => {
  const errors: FieldErrors = {};
  for (const [field, error] of Object.entries(checks)) if (error !== null) errors[field] = error;
  return errors;
};

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
