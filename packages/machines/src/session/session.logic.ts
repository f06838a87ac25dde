import { forcedChangePassword } from '@his/shared/constants';
import type { RegisterRule } from '@his/shared/rules';
import type { MemberInfo } from '@his/shared/schemas/member';
import type { LoginPublicValue } from '@his/shared/schemas/session';
import type { ChallengeSolution } from '../common/challenge.ts';
import { checkField, validationKeys } from '../common/field-error.ts';

/** `username` for the username tab; `sms` for mobile + SMS code (never forced to change). */
export type LoginType = 'username' | 'sms';

/**
 * The platform's login `type`: the form's two, plus `''`, which the reset-by-SMS flow uses to
 * log in with the mobile number as username.
 */
export type LoginCallType = LoginType | '';

/** i18n key of the "input cannot be empty" message (SPEC §5). */
export const requiredFieldKey = validationKeys.required;

/**
 * Field errors of the login form, as i18n keys. On the mobile tab `username` is the mobile
 * number and `password` the SMS code.
 */
export interface LoginFieldErrors {
  username?: string;
  password?: string;
  captcha?: string;
  countryDialingCode?: string;
}

/**
 * What the player typed, as the form sends it with `login.submit`. Mobile tab: `loginType:
 * 'sms'`, `username` = mobile number, `password` = SMS code, plus `countryDialingCode`.
 */
export interface LoginFormValues {
  username: string;
  password: string;
  captcha?: string;
  remember?: boolean;
  loginType?: LoginType;
  countryDialingCode?: string;
}

/**
 * Output of `verifyChallenge`: the ALTCHA payload (base64) the bff checks. The same type as
 * every account flow's (`ChallengeSolution`), so the web supplies one implementation to all.
 */
export type ChallengeResult = ChallengeSolution;

/** The attempt in flight. It holds the password, so it lives only while the attempt runs. */
export interface LoginAttempt {
  username: string;
  password: string;
  /** Present only when the captcha is on screen. */
  captcha?: string;
  loginType: LoginType;
  remember: boolean;
  challenge: ChallengeResult | null;
  /** SMS logins only. */
  countryDialingCode?: string;
}

/** Input of the `login` actor (session and forgotPassword). */
export interface LoginInput {
  username: string;
  password: string;
  captcha?: string;
  type: LoginCallType;
  remember: boolean;
  /** Result of `verifyChallenge`; null when skipped (SMS) or when nothing was verified. */
  challenge: ChallengeResult | null;
  /** With type `sms` (and `''` after a reset by SMS): the mobile number's dialing code. */
  countryDialingCode?: string;
}

/** What a successful login decides, kept only until the member is loaded. */
export interface LoginOutcome {
  firstTimeLogin: boolean;
  mustChangePassword: boolean;
}

/** Trims every value (SPEC §5) and fills the defaults. */
export const toLoginAttempt = (values: LoginFormValues, captchaShown: boolean): LoginAttempt => {
  const attempt: LoginAttempt = {
    username: values.username.trim(),
    password: values.password.trim(),
    loginType: values.loginType ?? 'username',
    remember: values.remember ?? false,
    challenge: null,
  };
  if (captchaShown) attempt.captcha = (values.captcha ?? '').trim();
  if (attempt.loginType === 'sms')
    attempt.countryDialingCode = (values.countryDialingCode ?? '').trim();
  return attempt;
};

/**
 * Login form rules (SPEC §5): username and password required, captcha required when shown.
 * Mobile tab: the mobile number also passes the register rule for `mobileNum` when one is
 * known (else `validation.mobile`), the SMS code is required and so is the dialing code.
 * Returns an empty object when the form may be sent.
 */
export const validateLoginForm = (
  values: LoginFormValues,
  captchaShown: boolean,
  mobileRule: RegisterRule | null = null,
): LoginFieldErrors => {
  const attempt = toLoginAttempt(values, captchaShown);
  const errors: LoginFieldErrors = {};
  if (attempt.username === '') errors.username = requiredFieldKey;
  if (attempt.password === '') errors.password = requiredFieldKey;
  if (captchaShown && attempt.captcha === '') errors.captcha = requiredFieldKey;
  if (attempt.loginType === 'sms') {
    const mobile = checkField(attempt.username, {
      rule: mobileRule,
      required: true,
      patternError: validationKeys.mobile,
    });
    if (mobile) errors.username = mobile.key;
    if (attempt.countryDialingCode === '') errors.countryDialingCode = requiredFieldKey;
  }
  return errors;
};

export const hasFieldErrors = (errors: LoginFieldErrors): boolean =>
  Object.values(errors).some((key) => key !== undefined);

export const toLoginInput = (attempt: LoginAttempt | null): LoginInput => {
  const input: LoginInput = {
    username: attempt?.username ?? '',
    password: attempt?.password ?? '',
    type: attempt?.loginType ?? 'username',
    remember: attempt?.remember ?? false,
    challenge: attempt?.challenge ?? null,
  };
  if (attempt?.captcha !== undefined) input.captcha = attempt.captcha;
  if (attempt?.countryDialingCode !== undefined)
    input.countryDialingCode = attempt.countryDialingCode;
  return input;
};

/**
 * The forced change-password rule (SPEC §4): never for SMS logins; otherwise when the password
 * is the well-known default, or when it expired and the platform enforces expiry
 * (module PWDEXPFORCECHANGE3).
 */
export const mustChangePassword = (args: {
  loginType: LoginType;
  password: string;
  passwordExpired: boolean;
  modules: Record<string, boolean>;
}): boolean =>
  args.loginType !== 'sms' &&
  (args.password === forcedChangePassword ||
    (args.passwordExpired && args.modules.PWDEXPFORCECHANGE3 === true));

export const toLoginOutcome = (
  attempt: LoginAttempt | null,
  value: LoginPublicValue,
  modules: Record<string, boolean>,
): LoginOutcome => ({
  firstTimeLogin: value.firstTimeLogin,
  mustChangePassword: mustChangePassword({
    loginType: attempt?.loginType ?? 'username',
    password: attempt?.password ?? '',
    passwordExpired: value.passwordExpired,
    modules,
  }),
});

/** Input of the session machine: what boot learnt. */
export interface SessionInput {
  member: MemberInfo | null;
  modules: Record<string, boolean>;
  /** Register rule of `mobileNum` (permission.info.register), checked on the mobile login tab. */
  mobileRule?: RegisterRule | null;
}

/** What `action.request` asks for: any login, or a real (non-trial) account. */
export type ActionNeed = 'login' | 'realAccount';
