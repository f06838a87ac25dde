import type { LoginBody, LoginValue } from '@his/shared/schemas/session';
import { ApiError } from '../http/api-error.ts';
import type { Services } from '../http/services.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { findMemberByMobile } from '../members/members.ts';
import { checkSmsCode } from '../sms/codes.ts';
import { startMemberSession } from './login-value.ts';

/**
 * Login type `sms`: the username is the mobile number and the password the code sent by
 * `smsNoLogin`. An unknown number, a wrong, used, dead or expired code all answer the same
 * `login.failed` after the same work, so the answer never tells whether a number has an
 * account. No captcha and no login counters: the web's mobile tab has no captcha field, and
 * guessing is bounded by five tries per code and the bff's limits on sending codes.
 */
export const smsLogin = async (
  services: Services,
  attempt: { merchant: Merchant; body: LoginBody; ip: string; now: Date },
): Promise<LoginValue> => {
  const { db } = services;
  const { merchant, body, now } = attempt;
  // The try is counted inside the hashing section, so a login refused as busy counts none.
  const check = await services.hashing.run(() =>
    checkSmsCode(db, {
      merchantId: merchant.id,
      purpose: 'no-login',
      mobile: body.username,
      code: body.password,
      now,
      dummyHash: services.dummyHash,
    }),
  );
  const member = check === 'ok' ? await findMemberByMobile(db, merchant.id, body.username) : null;
  if (!member) throw new ApiError('login.failed', { captcha: false });
  if (member.status !== 'active') throw new ApiError('account.locked');
  return db.transaction((tx) => startMemberSession(tx, services, { member, ip: attempt.ip, now }));
};
