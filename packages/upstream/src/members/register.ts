import type { RegisterBody } from '@his/shared/schemas/account';
import type { LoginValue } from '@his/shared/schemas/session';
import { findAffiliateOwner } from '../agents/affiliates.ts';
import { requireOpenSite } from '../auth/login.ts';
import { startMemberSession } from '../auth/login-value.ts';
import { hashPassword } from '../auth/password.ts';
import { consumeCaptcha } from '../captcha/store.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { Services } from '../http/services.ts';
import { createMemberWallet } from '../ledger/accounts.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { readSiteState } from '../merchants/site-state.ts';
import { findReferrer } from '../referrals/codes.ts';
import { recordReferral } from '../referrals/referrals.ts';
import { checkSmsCode } from '../sms/codes.ts';
import { dialingCodeOf } from '../sms/mobile.ts';
import type { Member, NewMember } from './members.ts';
import {
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  insertMember,
} from './members.ts';
import type { RegisterMode } from './register-fields.ts';
import {
  checkFields,
  fieldError,
  needsSmsCode,
  profileOf,
  publishedRules,
  rulesFor,
} from './register-fields.ts';

export interface Registration {
  mode: RegisterMode;
  merchant: Merchant;
  modules: Record<string, boolean>;
  body: RegisterBody;
  /** From the `captchaId` cookie set by `GET /wps/captcha`. */
  captchaId: string | undefined;
  ip: string;
  now: Date;
}

/** Duplicates are refused with the field they concern. */
export const refuseTaken = async (
  q: Queryable,
  merchantId: number,
  account: string,
  mobile: string | null,
  mode: RegisterMode,
): Promise<void> => {
  if (await findMemberByAccount(q, merchantId, account)) {
    throw mode === 'mobile'
      ? new ApiError('mobile.taken', { field: 'mobileNum' })
      : new ApiError('username.taken', { field: 'username' });
  }
  if (mobile !== null && (await findMemberByMobile(q, merchantId, mobile))) {
    throw new ApiError('mobile.taken', { field: 'mobileNum' });
  }
};

/** The account name: the chosen username, or the mobile number for mobile registration. */
const accountOf = (mode: RegisterMode, body: RegisterBody): string => {
  if (mode === 'username') return body.username ?? '';
  // The client sends the number as username too; anything else is a contradiction.
  if (body.username && body.username !== body.mobileNum) throw fieldError('username');
  return body.mobileNum ?? '';
};

/**
 * Registration by username or by mobile number (UPSTREAM.md §5.4). Checks run cheapest and
 * side-effect-free first, so a refused form changes nothing: every field against the register
 * rules, the confirmation, the dialing code, duplicates, the invitation code; only then the
 * captcha and the SMS code are used up. The new member (type 0, an empty wallet, upline = the
 * owner of the invitation code) gets a token at once and `firstTimeLogin: true`.
 */
export const register = async (services: Services, r: Registration): Promise<LoginValue> => {
  const { db } = services;
  const { merchant, body, mode, now } = r;
  requireOpenSite(await readSiteState(db, merchant.id));
  const rules = rulesFor(mode, r.modules, await publishedRules(db, merchant.id, r.modules));
  checkFields(rules, body);
  const account = accountOf(mode, body);
  const wantsPassword = rules.password?.enabled === true;
  if (wantsPassword && (body.confirmPassword ?? '') !== (body.password ?? '')) {
    throw new ApiError('password.mismatch', { field: 'confirmPassword' });
  }
  const mobile = body.mobileNum ? body.mobileNum : null;
  const dialingCode = mobile === null ? null : dialingCodeOf(body.countryDialingCode);
  const smsNeeded = needsSmsCode(mode, r.modules);
  if (smsNeeded && !body.verificationCode) throw fieldError('verificationCode');
  await refuseTaken(db, merchant.id, account, mobile, mode);
  const affiliate = rules.affiliateCode?.enabled ? (body.affiliateCode ?? '') : '';
  const uplineId = affiliate === '' ? null : await findAffiliateOwner(db, merchant.id, affiliate);
  // The invitation-code field also takes a player's referral code (issue 16): the friend joins
  // with no upline (a referral is no agent relation) and is recorded as the player's friend.
  const referrerId =
    affiliate === '' || uplineId !== null ? null : await findReferrer(db, merchant.id, affiliate);
  if (affiliate !== '' && uplineId === null && referrerId === null) {
    throw new ApiError('affiliate.invalid', { field: 'affiliateCode' });
  }

  const captcha = rules.captcha;
  const paymentPassword = rules.paymentPassword?.enabled ? (body.paymentPassword ?? '') : '';
  // One hashing section from the captcha on: a registration refused as busy used nothing up.
  const { passwordHash, paymentPasswordHash } = await services.hashing.run(async () => {
    if (captcha?.enabled && (captcha.required || body.captcha)) {
      if (!(await consumeCaptcha(db, merchant.id, r.captchaId, body.captcha, now))) {
        throw new ApiError('captcha.invalid', { field: 'captcha' });
      }
    }
    if (smsNeeded && mobile !== null) {
      const check = await checkSmsCode(db, {
        merchantId: merchant.id,
        purpose: 'register',
        mobile,
        code: body.verificationCode ?? '',
        now,
        dummyHash: services.dummyHash,
      });
      if (check !== 'ok') {
        const code = check === 'expired' ? 'sms.code.expired' : 'sms.code.invalid';
        throw new ApiError(code, { field: 'verificationCode' });
      }
    }
    return {
      passwordHash: wantsPassword ? await hashPassword(body.password ?? '') : null,
      paymentPasswordHash: paymentPassword === '' ? null : await hashPassword(paymentPassword),
    };
  });

  return db.transaction(async (tx) => {
    const member = await insertRegisteredMember(tx, merchant, mode, {
      merchantId: merchant.id,
      account,
      nickname: account,
      type: 0,
      passwordHash,
      paymentPasswordHash,
      firstLogin: true,
      uplineId,
      mobile,
      mobileDialingCode: dialingCode,
      email: rules.email?.enabled && body.email ? body.email : null,
      profile: profileOf(rules, body),
      regDate: now,
    });
    if (referrerId !== null) {
      await recordReferral(tx, { merchantId: merchant.id, referrerId, friendId: member.id, now });
    }
    return startMemberSession(tx, services, { member, ip: r.ip, now });
  });
};

/**
 * Inserts a registered member and its empty wallet in the caller's transaction (a player's own
 * registration, an agent's downline). A name or number registered by someone else between the
 * checks and now is refused with its field.
 */
export const insertRegisteredMember = async (
  tx: Queryable,
  merchant: Merchant,
  mode: RegisterMode,
  fields: NewMember,
): Promise<Member> => {
  const id = await insertMember(tx, fields);
  if (id === null) {
    await refuseTaken(tx, merchant.id, fields.account, fields.mobile ?? null, mode);
    throw new Error('member insert conflicted without a duplicate');
  }
  await createMemberWallet(tx, merchant.id, id, merchant.currency, fields.regDate);
  const member = await findMemberById(tx, id);
  if (!member) throw new Error('new member not found');
  return member;
};
