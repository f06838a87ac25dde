import type { RegisterRule } from '@his/shared/patterns';
import { patternCatalogue, registerRuleSchema } from '@his/shared/patterns';
import type { RegisterBody } from '@his/shared/schemas/account';
import { memberInfoSchema } from '@his/shared/schemas/member';
import type { FakeBff } from './fake-bff.ts';
import { fail, ok } from './fake-bff.ts';
import { permission } from './fixtures.ts';

const rule = (
  patternId: number,
  minLength: number,
  maxLength: number,
  flags: { enabled?: boolean; required?: boolean } = {},
): RegisterRule =>
  registerRuleSchema.parse({
    enabled: flags.enabled ?? true,
    required: flags.required ?? false,
    acceptedPattern: patternCatalogue[patternId]?.regex ?? '*',
    patternId,
    minLength,
    maxLength,
  });

/** The reference upstream's register rules (captcha off unless a test turns it on). */
export const registerRules = (overrides: Record<string, RegisterRule> = {}) => ({
  username: rule(1, 6, 16, { required: true }),
  password: rule(5, 6, 20, { required: true }),
  mobileNum: rule(6, 7, 12),
  email: rule(3, 5, 64),
  payeeName: rule(21, 2, 50, { enabled: false }),
  affiliateCode: rule(4, 4, 16),
  recommenderId: rule(4, 4, 16, { enabled: false }),
  captcha: rule(4, 5, 5, { enabled: false }),
  qqNum: rule(6, 5, 12, { enabled: false }),
  ...overrides,
});

export { rule };

/** A valid affiliate code of the fake (the upstream seeds `AGENT01` too). */
export const validAffiliate = 'AGENT01';

/** A username the fake answers `username.taken` for. */
export const takenUsername = 'player007';

/**
 * Teaches a fake bff the registration calls: the affiliate check, registration SMS codes
 * (`expiredMinutes` 1) and both register calls, which log the new member in.
 * {@link takenUsername} and the number `0123456789` are taken.
 */
export const withRegistration = (
  bff: FakeBff,
  options: { modules?: Record<string, boolean>; rules?: Record<string, RegisterRule> } = {},
): FakeBff => {
  bff.permission = permission({
    modules: { REGMOBVERF3: false, ...options.modules },
    register: options.rules ?? registerRules(),
  });
  bff.on('GET', '/wps/agent/affiliate', (request) =>
    request.query.get('code') === validAffiliate ? ok(null) : fail('affiliate.invalid', 400),
  );
  bff.on('POST', '/wps/verification/sms/register', () => ok({ expiredMinutes: 1 }));
  const register = (mobile: boolean) => (request: { body: unknown }) => {
    const body = (request.body ?? {}) as RegisterBody;
    if (body.username === takenUsername) return fail('username.taken', 409);
    if (mobile && body.mobileNum === '0123456789') return fail('mobile.taken', 409);
    const account = body.username ?? '';
    bff.member = memberInfoSchema.parse({
      id: 99,
      account,
      nickname: account,
      type: 0,
      toUpline: false,
      mobile: null,
      regDate: 1_700_000_000_000,
      clubLabel: { labelName: 'VIP0', rankLevel: 0 },
      memberLabel: [],
    });
    return ok({ firstTimeLogin: true, passwordExpired: false, userName: account });
  };
  bff.on('PUT', '/wps/member/register', register(false));
  bff.on('PUT', '/wps/member/register/mobile', register(true));
  return bff;
};
