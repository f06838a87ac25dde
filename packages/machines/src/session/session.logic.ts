import { forcedChangePassword } from '@his/shared/constants';
import type { MemberInfo } from '@his/shared/schemas/member';
import type { LoginPublicValue } from '@his/shared/schemas/session';

/** `username` for the username tab; `sms` for mobile + SMS code (never forced to change). */
export type LoginType = 'username' | 'sms';

/** i18n key of the "input cannot be empty" message (SPEC §5). */
export const requiredFieldKey = 'validation.required';

/** Field errors of the login form, as i18n keys. */
export interface LoginFieldErrors {
  username?: string;
  password?: string;
  captcha?: string;
}

/** What the player typed, as the form sends it with `login.submit`. */
export interface LoginFormValues {
  username: string;
  password: string;
  captcha?: string;
  remember?: boolean;
  loginType?: LoginType;
}

/**
 * Opaque result of the verification challenge (ALTCHA arrives in issue 3); null when the
 * supplier had nothing to verify.
 */
export type ChallengeResult = unknown;

/** The attempt in flight. It holds the password, so it lives only while the attempt runs. */
export interface LoginAttempt {
  username: string;
  password: string;
  /** Present only when the captcha is on screen. */
  captcha?: string;
  loginType: LoginType;
  remember: boolean;
  challenge: ChallengeResult;
}

/** Input of the `login` actor. */
export interface LoginInput {
  username: string;
  password: string;
  captcha?: string;
  type: LoginType;
  remember: boolean;
  /** Result of `verifyChallenge`; null when skipped (SMS) or when nothing was verified. */
  challenge: ChallengeResult;
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
  return attempt;
};

/**
 * Login form rules (SPEC §5): username and password required, captcha required when shown.
 * Returns an empty object when the form may be sent.
 */
export const validateLoginForm = (
  values: LoginFormValues,
  captchaShown: boolean,
): LoginFieldErrors => {
  const attempt = toLoginAttempt(values, captchaShown);
  const errors: LoginFieldErrors = {};
  if (attempt.username === '') errors.username = requiredFieldKey;
  if (attempt.password === '') errors.password = requiredFieldKey;
  if (captchaShown && attempt.captcha === '') errors.captcha = requiredFieldKey;
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
}
