import type { LoginValue } from '@his/shared/schemas/session';
import type { Queryable } from '../db/db.ts';
import type { Services } from '../http/services.ts';
import type { Member } from '../members/members.ts';
import { markFirstLoginDone } from '../members/members.ts';
import { createSession } from './tokens.ts';

/**
 * Mints a token for a member who has just proved who they are (password, SMS code or a fresh
 * registration) and ends the first-login state; the answer is the platform's login value.
 * The wire has one flag, so a password the member must change is reported as expired.
 */
export const startMemberSession = async (
  tx: Queryable,
  services: Services,
  session: { member: Member; ip: string; now: Date; mustChange?: boolean },
): Promise<LoginValue> => {
  const { member } = session;
  await markFirstLoginDone(tx, member.id);
  const token = await createSession(tx, {
    memberId: member.id,
    now: session.now,
    ttlMinutes: services.config.tokenTtlMinutes,
    ip: session.ip,
  });
  return {
    token,
    firstTimeLogin: member.firstLogin,
    passwordExpired:
      member.passwordExpired || member.mustChangePassword || session.mustChange === true,
    userName: member.account,
    id: member.id,
    customerType: member.type,
  };
};
