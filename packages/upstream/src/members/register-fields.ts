import type { RegisterRule, RuleCheck } from '@his/shared/patterns';
import { checkRule } from '@his/shared/patterns';
import type { RegisterBody } from '@his/shared/schemas/account';
import { ApiError } from '../http/api-error.ts';
import type { Queryable } from '../db/db.ts';
import { readRuleSettings } from '../merchants/register-rule-settings.ts';
import { merchantRules, switchableRuleFields } from '../system/register-rules.ts';

/** `register` (username chosen by the player) or `registerMobile` (username = mobile number). */
export type RegisterMode = 'username' | 'mobile';

const off = (rule: RegisterRule): RegisterRule => ({ ...rule, enabled: false });
const needed = (rule: RegisterRule): RegisterRule => ({ ...rule, enabled: true, required: true });

/** Whether this registration must carry an SMS code for its mobile number. */
export const needsSmsCode = (mode: RegisterMode, modules: Record<string, boolean>): boolean =>
  mode === 'mobile' || modules.REGMOBVERF3 === true;

/**
 * The register rules as the platform publishes them (system status, register settings): the
 * merchant's field settings over the reference rules; without CAPTCHA3 no image can be
 * fetched, so no captcha is asked for and the form must not show one.
 */
export const publishedRules = async (
  q: Queryable,
  merchantId: number,
  modules: Record<string, boolean>,
): Promise<Record<string, RegisterRule>> => {
  const rules = merchantRules(await readRuleSettings(q, merchantId));
  const { captcha } = rules;
  if (!captcha) throw new Error('register rules incomplete');
  return modules.CAPTCHA3 === true ? rules : { ...rules, captcha: off(captcha) };
};

/**
 * The published register rules as they apply to one registration: the mobile number is required
 * whenever an SMS code is; mobile registration has no username of its own and asks for a
 * password only with MOBILENUMPASSREG3.
 */
export const rulesFor = (
  mode: RegisterMode,
  modules: Record<string, boolean>,
  published: Record<string, RegisterRule>,
): Record<string, RegisterRule> => {
  const rules = { ...published };
  const { username, password, mobileNum } = published;
  if (!username || !password || !mobileNum) throw new Error('register rules incomplete');
  if (needsSmsCode(mode, modules)) rules.mobileNum = needed(mobileNum);
  if (mode === 'mobile') {
    rules.username = off(username);
    if (modules.MOBILENUMPASSREG3 !== true) rules.password = off(password);
  }
  return rules;
};

/**
 * The answer for a field that breaks its rule: the field, and for a pattern or length failure
 * the rule's pattern id and lengths, so the form can show `reg_pattern_<id>` with min and max.
 */
export const fieldError = (field: string, check?: RuleCheck): ApiError =>
  new ApiError(
    'register.field.invalid',
    check && !check.ok && check.reason === 'pattern'
      ? { field, patternId: check.patternId, minLength: check.min, maxLength: check.max }
      : { field },
  );

/** The trimmed text of a body field, `''` when absent. */
const fieldValue = (body: RegisterBody, field: string): string => {
  const value = new Map<string, unknown>(Object.entries(body)).get(field);
  return typeof value === 'string' ? value : '';
};

/**
 * Checks every enabled field with `checkRule`, the function the browser runs, so the two never
 * disagree; the first failure (in the rules' order) is answered.
 */
export const checkFields = (rules: Record<string, RegisterRule>, body: RegisterBody): void => {
  for (const [field, rule] of Object.entries(rules)) {
    if (!rule.enabled) continue;
    const check = checkRule(rule, fieldValue(body, field));
    if (!check.ok) throw fieldError(field, check);
  }
};

/**
 * Optional contact fields kept on the member as sent (when their rule is enabled): the
 * switchable fields but those with a column or a purpose of their own.
 */
const ownColumn = new Set(['mobileNum', 'email', 'affiliateCode', 'paymentPassword']);
const profileFields = switchableRuleFields.filter((field) => !ownColumn.has(field));

export const profileOf = (
  rules: Record<string, RegisterRule>,
  body: RegisterBody,
): Record<string, string> => {
  const profile: Record<string, string> = {};
  for (const field of profileFields) {
    const value = fieldValue(body, field);
    if (rules[field]?.enabled && value !== '') profile[field] = value;
  }
  if (body.referralCode) profile.referralCode = body.referralCode;
  return profile;
};
