import type { LoginBody, LoginValue } from '@his/shared/schemas/session';
import { consumeCaptcha } from '../captcha/store.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { Services } from '../http/services.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { readSiteState } from '../merchants/site-state.ts';
import type { SiteState } from '../merchants/site-state.ts';
import type { Member } from '../members/members.ts';
import { findMemberByAccount, findMemberByMobile } from '../members/members.ts';
import { redeemTemporaryPassword } from '../members/password-resets.ts';
import { clearLoginFailures, loginNeedsCaptcha, recordLoginFailure } from './login-throttle.ts';
import { startMemberSession } from './login-value.ts';
import { verifyPassword } from './password.ts';
import { smsLogin } from './sms-login.ts';

export interface LoginAttempt {
  merchant: Merchant;
  modules: Record<string, boolean>;
  body: LoginBody;
  /** From the `captchaId` cookie set by `GET /wps/captcha`. */
  captchaId: string | undefined;
  ip: string;
  now: Date;
}

/** Logins, registrations and free play are closed while the site is in maintenance or restricted. */
export const requireOpenSite = (site: SiteState): void => {
  if (site.state === 'maintenance') throw new ApiError('system.maintenance');
  if (site.state === 'restricted') throw new ApiError('region.restricted');
};

/** Type `''` is the login right after a reset by SMS: the username may be the mobile number. */
const findLoginMember = async (
  q: Queryable,
  merchantId: number,
  body: LoginBody,
): Promise<Member | null> => {
  const byAccount = await findMemberByAccount(q, merchantId, body.username);
  if (byAccount || body.type !== '' || !/^\d+$/.test(body.username)) return byAccount;
  return findMemberByMobile(q, merchantId, body.username);
};

/**
 * Login (UPSTREAM.md §3.3):
 * - type `sms` (only with MOBILEVERCODELOGIN3): mobile number and SMS code, see sms-login.ts;
 * - types `username` and `''`: after three failures for the account or the IP within 15
 *   minutes a captcha is required on every further attempt for either, until one succeeds; a
 *   wrong or missing captcha is `captcha.invalid` and the password is not even checked;
 * - a wrong password and an unknown account give the same answer after the same scrypt work;
 * - a temporary password mailed by a reset works once and leaves the member in must-change;
 * - success mints a token and reports first login and expired/must-change password.
 */
export const login = async (services: Services, attempt: LoginAttempt): Promise<LoginValue> => {
  const { db } = services;
  const { merchant, modules, body, now } = attempt;
  if (body.type === 'sms' && modules.MOBILEVERCODELOGIN3 !== true) {
    throw new ApiError('function.not.available');
  }
  const site = await readSiteState(db, merchant.id);
  requireOpenSite(site);
  if (body.type === 'sms') return smsLogin(services, attempt);
  const subject = {
    merchantId: merchant.id,
    accountKey: body.username.toLowerCase(),
    ip: attempt.ip,
  };
  // Without the captcha module the client cannot fetch an image, so none can be required.
  const captchaOn = modules.CAPTCHA3 === true;
  const needsCaptcha = captchaOn && (site.forceCaptcha || (await loginNeedsCaptcha(db, subject)));
  // One hashing section from the captcha on: a login refused as busy has used nothing up.
  const { member, ownPassword, temporary } = await services.hashing.run(async () => {
    if (needsCaptcha) {
      const passed = await consumeCaptcha(db, merchant.id, attempt.captchaId, body.captcha, now);
      if (!passed) throw new ApiError('captcha.invalid', { captcha: true });
    }
    const found = await findLoginMember(db, merchant.id, body);
    const passwordOk = await verifyPassword(
      body.password,
      found?.passwordHash ?? services.dummyHash,
    );
    const own = passwordOk && Boolean(found?.passwordHash);
    const redeemed =
      found !== null && !own && (await redeemTemporaryPassword(db, found.id, body.password, now));
    return { member: found, ownPassword: own, temporary: redeemed };
  });
  if (!member || !(ownPassword || temporary)) {
    const required = await recordLoginFailure(db, subject, now);
    throw new ApiError('login.failed', { captcha: captchaOn && (required || site.forceCaptcha) });
  }
  if (member.status !== 'active') throw new ApiError('account.locked');
  return db.transaction(async (tx) => {
    await clearLoginFailures(tx, subject);
    return startMemberSession(tx, services, {
      member,
      ip: attempt.ip,
      now,
      mustChange: temporary,
    });
  });
};
