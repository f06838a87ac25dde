// Zod-free on purpose: the browser's forms and boot check values with these before any schema
// loads (zod stays out of the home page's first load). `patterns.ts` builds the wire schemas
// from the same constants.

/**
 * C0 control characters and DEL. A NUL reached the database through every string field and
 * PostgreSQL answered 500 (issue 12); the others have no place in a name, a code or a search
 * either, and would hide in logs and on screen.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const controlCharacters = /^[^\u0000-\u001f\u007f]*$/;
/** The same, but tab, line feed and carriage return pass: a multi-line remark or an article. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const controlCharactersButLines = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/**
 * The server pattern catalogue (SPEC §5, UPSTREAM.md §5.3), indexed by `patternId`. Ids 0-19
 * follow the platform's i18n strings, 20-23 the spec's list order. The regexes are the
 * reference upstream's choice: the real platform supplies its own in the register rules.
 */
export const patternCatalogue = [
  { id: 0, regex: '^[\\s\\S]*$' },
  { id: 1, regex: '^[A-Za-z][A-Za-z0-9]*$' },
  { id: 2, regex: '^[\\u4e00-\\u9fa50-9]+$' },
  { id: 3, regex: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  { id: 4, regex: '^[A-Za-z0-9]+$' },
  { id: 5, regex: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$' },
  { id: 6, regex: '^\\d+$' },
  { id: 7, regex: '^(?=.*[A-Z])[A-Za-z0-9]+$' },
  { id: 8, regex: '^[A-Za-z ]+$' },
  { id: 9, regex: '^\\S+$' },
  { id: 10, regex: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef·]+$' },
  { id: 11, regex: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
  { id: 12, regex: '^[A-Za-z]+( [A-Za-z]+)+$' },
  { id: 13, regex: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$' },
  { id: 14, regex: '^[A-Za-z0-9]+$' },
  { id: 15, regex: '^[\\uac00-\\ud7a3]+$' },
  { id: 16, regex: '^[\\u0e00-\\u0e7f]+$' },
  { id: 17, regex: '^[\\u0e00-\\u0e7fA-Za-z ]+$' },
  { id: 18, regex: '^(?=.*[A-Z])[A-Z ]+$' },
  { id: 19, regex: '^[\\x21-\\x7e]+$' },
  { id: 20, regex: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$' },
  { id: 21, regex: '^\\S+( \\S+)+$' },
  { id: 22, regex: '^[\\u3040-\\u30ff\\u4e00-\\u9faf\\uff01-\\uff5e\\u3000]+$' },
  { id: 23, regex: '^[A-Z]+$' },
] as const;

/** The highest `patternId` of the catalogue. */
export const maxPatternId = patternCatalogue.length - 1;

/** A field's register rule (`/wps/system/setting/register`); its schema is `registerRuleSchema`. */
export interface RegisterRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

/** A six-digit SMS verification code (UPSTREAM issue 3: codes are 6 digits). */
export const smsCodePattern = /^\d{6}$/;

export type RuleCheck =
  | { ok: true }
  | { ok: false; reason: 'required' | 'pattern'; patternId: number; min: number; max: number };

/**
 * Checks a value against a register rule: the same function runs in the browser and on the
 * server, so the two can never disagree. `*` means any characters (platform convention).
 */
export const checkRule = (rule: RegisterRule, raw: string): RuleCheck => {
  const value = raw.trim();
  const fail = (reason: 'required' | 'pattern'): RuleCheck => ({
    ok: false,
    reason,
    patternId: rule.patternId,
    min: rule.minLength,
    max: rule.maxLength,
  });
  if (value === '') return rule.required ? fail('required') : { ok: true };
  const source = rule.acceptedPattern === '*' ? '^[\\s\\S]*$' : rule.acceptedPattern;
  const inLength = value.length >= rule.minLength && value.length <= rule.maxLength;
  return inLength && new RegExp(source, 'u').test(value) ? { ok: true } : fail('pattern');
};
