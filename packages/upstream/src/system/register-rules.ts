import type { RegisterRule } from '@his/shared/patterns';
import { patternCatalogue } from '@his/shared/patterns';

const rule = (
  patternId: number,
  minLength: number,
  maxLength: number,
  flags: { enabled?: boolean; required?: boolean; acceptedPattern?: string } = {},
): RegisterRule => {
  const pattern = patternCatalogue.find((p) => p.id === patternId);
  if (!pattern) throw new Error(`no pattern ${patternId}`);
  return {
    enabled: flags.enabled ?? true,
    required: flags.required ?? false,
    acceptedPattern: flags.acceptedPattern ?? pattern.regex,
    patternId,
    minLength,
    maxLength,
  };
};

/**
 * Register field rules (UPSTREAM.md §5.3). The platform's own values are server data we have
 * not seen; these follow what its clients and the proxy project imply (username patternId 1,
 * password letters and digits) and are documented in the README. Fields a later issue needs
 * (SMS code, payment password) are listed but disabled.
 */
export const registerRules: Record<string, RegisterRule> = {
  // Pattern 1 (a letter, then letters and digits) plus `_`, so the site's own accounts
  // (`demo_player`) satisfy the rule its forms check; the message of pattern 1 still describes
  // every refusal correctly.
  username: rule(1, 6, 16, { required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9_]*$' }),
  password: rule(5, 6, 20, { required: true }),
  mobileNum: rule(6, 7, 12, { required: false }),
  email: rule(3, 5, 64),
  payeeName: rule(21, 2, 50, { enabled: false }),
  affiliateCode: rule(4, 4, 16),
  recommenderId: rule(4, 4, 16, { enabled: false }),
  captcha: rule(4, 5, 5, { required: true }),
  verificationCode: rule(6, 4, 8, { enabled: false }),
  paymentPassword: rule(6, 6, 6, { enabled: false }),
  qqNum: rule(6, 5, 12, { enabled: false }),
  line: rule(9, 1, 50, { enabled: false }),
  whatsapp: rule(6, 7, 15, { enabled: false }),
  facebook: rule(9, 1, 50, { enabled: false }),
  wechat: rule(9, 1, 50, { enabled: false }),
  idNumber: rule(4, 6, 20, { enabled: false }),
  birthday: rule(11, 10, 10, { enabled: false }),
};

/**
 * The fields an operator may switch (the QA control `/qa/register-rules` stands in for the back
 * office): those the register form carries beside the account's own. Username, password,
 * captcha and SMS code follow the registration modules (USERNAMEREG3, MOBILENUMPASSREG3,
 * CAPTCHA3, REGMOBVERF3) instead; `birthday` is not a register field (SPEC §4).
 */
export const switchableRuleFields = [
  'mobileNum',
  'email',
  'payeeName',
  'affiliateCode',
  'recommenderId',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type SwitchableRuleField = (typeof switchableRuleFields)[number];

/** An operator's choice for one field: shown or not, and whether it must be filled. */
export interface RuleSetting {
  enabled: boolean;
  required: boolean;
}

/** The reference rules with a merchant's settings applied. */
export const merchantRules = (
  settings: Partial<Record<SwitchableRuleField, RuleSetting>>,
): Record<string, RegisterRule> => {
  const rules = { ...registerRules };
  for (const [field, setting] of Object.entries(settings)) {
    const rule = rules[field];
    if (rule && setting) rules[field] = { ...rule, ...setting };
  }
  return rules;
};
