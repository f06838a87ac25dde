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
