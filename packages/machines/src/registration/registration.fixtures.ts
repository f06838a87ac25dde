import { registerRulesSchema } from '@his/shared/schemas/system';
import type { RegisterRule } from '@his/shared/rules';
import { countries } from '../testing/fixtures.ts';
import type { RegistrationInput, RegistrationValues } from './registration.fields.ts';

const rule = (
  acceptedPattern: string,
  patternId: number,
  minLength: number,
  maxLength: number,
  facts: Partial<Pick<RegisterRule, 'enabled' | 'required'>> = {},
): RegisterRule => ({
  enabled: true,
  required: false,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
  ...facts,
});

/** Register rules like the reference upstream's, parsed with the shared schema. */
export const registerRules: Record<string, RegisterRule> = registerRulesSchema.parse({
  username: rule('^[A-Za-z][A-Za-z0-9]*$', 1, 6, 16, { required: true }),
  password: rule('^[A-Za-z0-9]+$', 4, 6, 12, { required: true }),
  mobileNum: rule('^0\\d+$', 6, 9, 10),
  payeeName: rule('^[A-Za-z ]+$', 8, 2, 30),
  paymentPassword: rule('^\\d+$', 6, 6, 6),
  email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 3, 5, 64),
  qqNum: rule('^\\d+$', 6, 5, 12, { enabled: false }),
  line: rule('*', 0, 1, 64, { enabled: false }),
  whatsapp: rule('*', 0, 1, 64, { enabled: false }),
  facebook: rule('*', 0, 1, 128, { enabled: false }),
  wechat: rule('*', 0, 1, 64, { enabled: false }),
  idNumber: rule('^[A-Za-z0-9]+$', 4, 6, 20, { enabled: false }),
  recommenderId: rule('^[A-Za-z0-9]+$', 4, 1, 32, { enabled: false }),
  affiliateCode: rule('^[A-Za-z0-9]+$', 4, 4, 16),
  captcha: rule('^[A-Za-z0-9]+$', 4, 4, 4, { required: true }),
});

/** The same rules with the captcha, the affiliate code and the optional fields off. */
export const plainRules: Record<string, RegisterRule> = Object.fromEntries(
  Object.entries(registerRules).map(([field, value]) => [
    field,
    ['username', 'password', 'mobileNum'].includes(field) ? value : { ...value, enabled: false },
  ]),
);

export const registrationInput = (facts: Partial<RegistrationInput> = {}): RegistrationInput => ({
  rules: registerRules,
  modules: { REGMOBVERF3: true, AFFMAN3: true },
  mode: 'username',
  affiliateFromUrl: null,
  countries,
  defaultCountryCode: 'KH',
  ...facts,
});

/** Values valid for every input of the specs. */
export const validValues: RegistrationValues = {
  username: ' newplayer1 ',
  password: 'Secret12',
  confirmPassword: 'Secret12',
  mobileNum: '012345678',
  verificationCode: '123456',
  payeeName: 'John Smith',
  paymentPassword: '246810',
  email: 'new@example.com',
  captcha: 'ab12',
  agreement: true,
};

/** The rules with one field's rule changed. */
export const withRule = (
  rules: Record<string, RegisterRule>,
  field: string,
  patch: Partial<RegisterRule>,
): Record<string, RegisterRule> => {
  const current = rules[field];
  if (current === undefined) throw new Error(`no rule for ${field}`);
  return { ...rules, [field]: { ...current, ...patch } };
};
