import type { LoginBody, LoginValue } from '@his/shared/schemas/session';
import { consumeCaptcha } from '../captcha/store.ts';
import { ApiError } from '../http/api-error.ts';
import type { Services } from '../http/services.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { readSiteState } from '../merchants/site-state.ts';
import type { SiteState } from '../merchants/site-state.ts';
import { findMemberByAccount, markFirstLoginDone } from '../members/members.ts';
import { clearLoginFailures, loginNeedsCaptcha, recordLoginFailure } from './login-throttle.ts';
import { verifyPassword } from './password.ts';
import { createSession } from './tokens.ts';

export interface LoginAttempt {
  merchant: Merchant;
  modules: Record<string, boolean>;
  body: LoginBody;
  /** From the `captchaId` cookie set by `GET /wps/captcha`. */
  captchaId: string | undefined;
  ip: string;
  now: Date;
}

/** Logins and free play are closed while the site is in maintenance or restricted. */
export const requireOpenSite = (site: SiteState): void => {
  if (site.state === 'maintenance') throw new ApiError('system.maintenance');
  if (site.state === 'restricted') throw new ApiError('region.restricted');
};

/**
 * Username login (UPSTREAM.md §3.3, issue 2):
 * - after three failures for the account or the IP within 15 minutes a captcha is required on
 *   every further attempt for either, until one succeeds; a wrong or missing captcha is
 *   `captcha.invalid` and the password is not even checked;
 * - a wrong password and an unknown account give the same answer after the same scrypt work;
 * - success mints a token and reports first login and expired/must-change password.
 * SMS-code login arrives with issue 3: refused unless MOBILEVERCODELOGIN3 is on, and until then
 * no code can match.
 */
export const login = async (services: Services, attempt: LoginAttempt): Promise<LoginValue> => {
  const { db } = services;
  const { merchant, modules, body, now } = attempt;
  if (body.type === 'sms' && modules.MOBILEVERCODELOGIN3 !== true) {
    throw new ApiError('function.not.available');
  }
  const site = await readSiteState(db, merchant.id);
  requireOpenSite(site);
  const subject = {
    merchantId: merchant.id,
    accountKey: body.username.toLowerCase(),
    ip: attempt.ip,
  };
  // Without the captcha module the client cannot fetch an image, so none can be required.
  const captchaOn = modules.CAPTCHA3 === true;
  if (captchaOn && (site.forceCaptcha || (await loginNeedsCaptcha(db, subject)))) {
    const passed = await consumeCaptcha(db, merchant.id, attempt.captchaId, body.captcha, now);
    if (!passed) throw new ApiError('captcha.invalid', { captcha: true });
  }
  const member =
    body.type === 'sms' ? null : await findMemberByAccount(db, merchant.id, body.username);
  const passwordOk = await verifyPassword(
    body.password,
    member?.passwordHash ?? services.dummyHash,
  );
  if (!member?.passwordHash || !passwordOk) {
    const required = await recordLoginFailure(db, subject, now);
    throw new ApiError('login.failed', { captcha: captchaOn && (required || site.forceCaptcha) });
  }
  if (member.status !== 'active') throw new ApiError('account.locked');
  const token = await db.transaction(async (tx) => {
    await clearLoginFailures(tx, subject);
    await markFirstLoginDone(tx, member.id);
    return createSession(tx, {
      memberId: member.id,
      now,
      ttlMinutes: services.config.tokenTtlMinutes,
      ip: attempt.ip,
    });
  });
  return {
    token,
    firstTimeLogin: member.firstLogin,
    // The wire has one flag; a password the member must change is reported as expired.
    passwordExpired: member.passwordExpired || member.mustChangePassword,
    userName: member.account,
    id: member.id,
    customerType: member.type,
  };
};
