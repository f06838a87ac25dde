import type { RegisterRule } from '@his/shared/rules';
import {
  checkConfirmation,
  checkField,
  collectErrors,
  type FieldErrors,
} from '../common/field-error.ts';

/** Input of the change-password form (SPEC §2 changePassModal). */
export interface ChangePasswordInput {
  /** After a login with `123456` or an expired password: the modal cannot be dismissed. */
  forced: boolean;
  /**
   * The login password the session kept in memory for a forced change, or null. When present
   * the "Current password" field is not shown and this value is sent as the old password.
   */
  storedPassword: string | null;
  /** Register rule of `password` (permission.info.register.password). */
  passwordRule: RegisterRule;
}

/** What the form sends with `password.submit`; `oldPassword` only when the field is shown. */
export interface ChangePasswordValues {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Input of the `changePassword` actor: the body of `POST /wps/member/password`. */
export interface ChangePasswordBody {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Form rules (SPEC §5): the current password required when its field is shown; the new one
 * required and checked by the password rule; the confirmation required and equal to it.
 */
export const validateChangePassword = (
  values: ChangePasswordValues,
  options: { oldPasswordShown: boolean; passwordRule: RegisterRule },
): FieldErrors =>
  collectErrors({
    oldPassword: options.oldPasswordShown
      ? checkField(values.oldPassword, { required: true })
      : null,
    newPassword: checkField(values.newPassword, { rule: options.passwordRule, required: true }),
    confirmNewPassword: checkConfirmation(values.newPassword, values.confirmNewPassword),
  });

/** Trimmed body (SPEC §5); a stored password replaces the hidden "current password" field. */
export const toChangePasswordBody = (
  values: ChangePasswordValues,
  storedPassword: string | null,
): ChangePasswordBody => ({
  oldPassword: storedPassword ?? (values.oldPassword ?? '').trim(),
  newPassword: values.newPassword.trim(),
  confirmNewPassword: values.confirmNewPassword.trim(),
});
