import { trialAccountType } from '@his/shared/constants';
import { checkRule } from '@his/shared/patterns';
import type { z } from 'zod';
import type { changePasswordBodySchema } from '@his/shared/schemas/account';
import { bumpCounter, clearCounters, readCounter } from '../auth/attempt-counters.ts';
import type { CounterKey } from '../auth/attempt-counters.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { revokeMemberSessions } from '../auth/tokens.ts';
import { ApiError } from '../http/api-error.ts';
import type { Services } from '../http/services.ts';
import { registerRules } from '../system/register-rules.ts';
import type { Member } from './members.ts';
import { mustChangePasswordNow, storeNewPassword } from './password-state.ts';
import { fieldError } from './register-fields.ts';

/** Wrong current passwords per member before further tries are refused for the window. */
const maxWrongOldPasswords = 5;
const wrongOldPasswordWindowMs = 15 * 60_000;

/**
 * A new password must pass the register rule for passwords and match its confirmation; the
 * same checks for a change, a reset by SMS and the login-free flows.
 */
export const checkNewPassword = (password: string, confirmation: string | null): void => {
  const rule = registerRules.password;
  if (!rule) throw new Error('no password rule');
  const check = checkRule({ ...rule, enabled: true, required: true }, password);
  if (!check.ok) throw fieldError('newPassword', check);
  if (confirmation !== null && confirmation !== password) {
    throw new ApiError('password.mismatch', { field: 'confirmNewPassword' });
  }
};

/**
 * Password change (`POST /wps/member/password`). Trial accounts have none (`account.trial`).
 * The current password is checked, except in the forced change (must-change, or expired with
 * PWDEXPFORCECHANGE3) and for members who never had one (mobile registration without a
 * password), where it may be left empty; a wrong one is refused, and after five wrong ones in
 * 15 minutes the member is refused outright (`TOO_MANY_REQUESTS`) so a stolen token cannot be
 * used to guess the password. Success clears every must-change reason and ends the member's
 * other sessions, keeping the caller's.
 */
export const changePassword = async (
  services: Services,
  change: {
    member: Member;
    modules: Record<string, boolean>;
    token: string | null;
    body: z.output<typeof changePasswordBodySchema>;
    now: Date;
  },
): Promise<void> => {
  const { db } = services;
  const { member, body, now } = change;
  if (member.type === trialAccountType) throw new ApiError('account.trial');
  checkNewPassword(body.newPassword, body.confirmNewPassword);
  const forced = mustChangePasswordNow(member, change.modules) || member.passwordHash === null;
  const counter: CounterKey = {
    merchantId: member.merchantId,
    scope: 'password-old',
    key: String(member.id),
  };
  const checkOld = body.oldPassword !== '' || !forced;
  if (
    checkOld &&
    (await readCounter(db, counter, now, wrongOldPasswordWindowMs)) >= maxWrongOldPasswords
  ) {
    throw new ApiError('TOO_MANY_REQUESTS');
  }
  // A change refused as busy has counted no wrong password.
  const hash = await services.hashing.run(async () => {
    if (checkOld) {
      const ok = await verifyPassword(body.oldPassword, member.passwordHash ?? services.dummyHash);
      if (!ok || member.passwordHash === null) {
        await bumpCounter(db, counter, now, wrongOldPasswordWindowMs, 2_147_483_647);
        throw new ApiError('password.old.invalid');
      }
    }
    return hashPassword(body.newPassword);
  });
  await db.transaction(async (tx) => {
    await storeNewPassword(tx, member.id, hash);
    await revokeMemberSessions(tx, member.id, now, change.token);
    await clearCounters(tx, [counter]);
  });
};
