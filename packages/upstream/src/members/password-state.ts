import { trialAccountType } from '@his/shared/constants';
import type { Queryable } from '../db/db.ts';
import type { Member } from './members.ts';

/**
 * Whether the member has to change the password before doing anything else: a must-change
 * password (the demo's `123456`, a mailed temporary password) always, an expired one while
 * PWDEXPFORCECHANGE3 is on. Trial accounts have no password to change.
 */
export const mustChangePasswordNow = (
  member: Pick<Member, 'type' | 'mustChangePassword' | 'passwordExpired'>,
  modules: Record<string, boolean>,
): boolean =>
  member.type !== trialAccountType &&
  (member.mustChangePassword || (member.passwordExpired && modules.PWDEXPFORCECHANGE3 === true));

/**
 * Stores a new password hash and lifts every reason to change it (must-change, expired, a
 * pending mailed temporary password).
 */
export const storeNewPassword = async (
  tx: Queryable,
  memberId: number,
  passwordHash: string,
): Promise<void> => {
  await tx.query(
    `UPDATE members SET password_hash = $2, must_change_password = false, password_expired = false
      WHERE id = $1`,
    [memberId, passwordHash],
  );
  await tx.query('DELETE FROM password_resets WHERE member_id = $1', [memberId]);
};

export interface MemberFlags {
  passwordExpired?: boolean | undefined;
  mustChange?: boolean | undefined;
  firstTimeLogin?: boolean | undefined;
}

/** QA control: sets the flags given, leaves the others; returns all three. */
export const setMemberFlags = async (
  q: Queryable,
  memberId: number,
  flags: MemberFlags,
): Promise<Required<MemberFlags>> => {
  const rows = await q.query<Required<MemberFlags>>(
    `UPDATE members SET
        password_expired = coalesce($2, password_expired),
        must_change_password = coalesce($3, must_change_password),
        first_login = coalesce($4, first_login)
      WHERE id = $1
      RETURNING password_expired AS "passwordExpired", must_change_password AS "mustChange",
        first_login AS "firstTimeLogin"`,
    [
      memberId,
      flags.passwordExpired ?? null,
      flags.mustChange ?? null,
      flags.firstTimeLogin ?? null,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('member vanished while setting flags');
  return row;
};
