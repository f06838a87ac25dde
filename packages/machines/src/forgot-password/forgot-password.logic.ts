import type { RegisterRule } from '@his/shared/rules';
import type { MemberInfo } from '@his/shared/schemas/member';
import type { Country } from '@his/shared/schemas/system';
import {
  checkConfirmation,
  checkField,
  checkSmsCode,
  collectErrors,
  validationKeys,
  type FieldErrors,
} from '../common/field-error.ts';
import type { LoginInput } from '../session/session.logic.ts';

/** `email`: a reset mail; `phone`: an SMS code, a new password and an automatic login. */
export type ForgotMode = 'email' | 'phone';

export interface ForgotPasswordInput {
  /** Register rules (permission.info.register): `username`, `email`, `mobileNum`, `password`. */
  rules: Record<string, RegisterRule>;
  /** Flattened modules; CHNGPASSVERIF3 turns the phone mode on (and makes it the default). */
  modules: Record<string, boolean>;
  /** Countries for the dialing-code list. */
  countries: Country[];
}

/**
 * What the form sends with `forgot.submit`. Email mode reads `username` and `email`; phone mode
 * reads `mobileNum`, `countryDialingCode`, `verificationCode`, `newPassword` and
 * `confirmNewPassword`. Values are trimmed.
 */
export interface ForgotValues {
  username?: string;
  email?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  newPassword?: string;
  confirmNewPassword?: string;
}

/** Input of `resetByEmail`: `POST /wps/member/password/email` (form-urlencoded). */
export interface ResetByEmailInput {
  username: string;
  email: string;
}

/** Input of `resetBySms`: `POST /wps/member/password/verification` (+ the dialing code). */
export interface ResetBySmsInput {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

/** The phone reset in flight; it holds the new password until the automatic login ends. */
export interface PhoneReset extends ResetBySmsInput {
  challenge: string | null;
}

/** How the flow ended: `loggedIn` (phone), `emailSent`, or `passwordReset` (login failed). */
export type ForgotOutcome = 'loggedIn' | 'emailSent' | 'passwordReset';

/** Output: the member when the automatic login succeeded, else null. */
export interface ForgotPasswordOutput {
  outcome: ForgotOutcome;
  member: MemberInfo | null;
}

const text = (value: string | undefined): string => (value ?? '').trim();

/** Email mode rules (SPEC §5): username and email required, each checked by its rule. */
export const validateEmailReset = (
  values: ForgotValues,
  rules: Record<string, RegisterRule>,
): FieldErrors =>
  collectErrors({
    username: checkField(values.username, { rule: rules.username, required: true }),
    email: checkField(values.email, { rule: rules.email, required: true }),
  });

/**
 * Phone mode rules (SPEC §5, validated together): mobile number by its rule, dialing code, the
 * six-digit SMS code, the new password by the password rule and its confirmation.
 */
export const validatePhoneReset = (
  values: ForgotValues,
  rules: Record<string, RegisterRule>,
): FieldErrors =>
  collectErrors({
    mobileNum: checkField(values.mobileNum, {
      rule: rules.mobileNum,
      required: true,
      patternError: validationKeys.mobile,
    }),
    countryDialingCode: checkField(values.countryDialingCode, { required: true }),
    verificationCode: checkSmsCode(values.verificationCode),
    newPassword: checkField(values.newPassword, { rule: rules.password, required: true }),
    confirmNewPassword: checkConfirmation(values.newPassword, values.confirmNewPassword),
  });

export const toResetByEmailInput = (values: ForgotValues): ResetByEmailInput => ({
  username: text(values.username),
  email: text(values.email),
});

export const toPhoneReset = (values: ForgotValues): PhoneReset => ({
  mobileNum: text(values.mobileNum),
  countryDialingCode: text(values.countryDialingCode),
  verificationCode: text(values.verificationCode),
  newPassword: text(values.newPassword),
  challenge: null,
});

export const toResetBySmsInput = (reset: PhoneReset | null): ResetBySmsInput => ({
  mobileNum: reset?.mobileNum ?? '',
  countryDialingCode: reset?.countryDialingCode ?? '',
  verificationCode: reset?.verificationCode ?? '',
  newPassword: reset?.newPassword ?? '',
});

/** The automatic login after a reset: type `''`, the mobile number as username. */
export const toResetLoginInput = (reset: PhoneReset | null): LoginInput => ({
  username: reset?.mobileNum ?? '',
  password: reset?.newPassword ?? '',
  type: '',
  remember: false,
  challenge: reset?.challenge ?? null,
  countryDialingCode: reset?.countryDialingCode ?? '',
});
