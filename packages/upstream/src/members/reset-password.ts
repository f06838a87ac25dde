import { randomInt } from 'node:crypto';
import { trialAccountType } from '@his/shared/constants';
import type { z } from 'zod';
import type { resetByEmailBodySchema, resetBySmsBodySchema } from '@his/shared/schemas/account';
import { bumpCounter } from '../auth/attempt-counters.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeMemberSessions } from '../auth/tokens.ts';
import { ApiError } from '../http/api-error.ts';
import type { Services } from '../http/services.ts';
import { queueMail } from '../mail/outbox.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { checkSmsCode } from '../sms/codes.ts';
import { checkNewPassword } from './change-password.ts';
import type { Member } from './members.ts';
import { findMemberByAccount, findMemberByMobile } from './members.ts';
import { resetPasswordTtlMs, storePasswordReset } from './password-resets.ts';
import { storeNewPassword } from './password-state.ts';

const hourMs = 3_600_000;
/** Reset mails one account may receive per hour; beyond that the answer is the same, no mail. */
const mailsPerAccountPerHour = 3;
// No look-alike characters: the temporary password is typed from a mail.
const letters = 'ACDEFHJKMNPRTUVWXYabcdefhjkmnprtuvwxy';
const digits = '34679';

/** 12 characters with letters and digits, so it passes the password rule's pattern. */
const temporaryPassword = (): string => {
  const all = letters + digits;
  const chars = Array.from({ length: 10 }, () => all[randomInt(all.length)]);
  chars.push(letters[randomInt(letters.length)], digits[randomInt(digits.length)]);
  return chars.join('');
};

/**
 * Reset by SMS (`POST /wps/member/password/verification`): the code sent by `smsNoLogin` for
 * the number proves the owner. A number without an account answers like a wrong code. Every
 * session of the member ends; the client then logs in (type `''`, username = mobile number).
 */
export const resetPasswordBySms = async (
  services: Services,
  reset: { merchant: Merchant; body: z.output<typeof resetBySmsBodySchema>; now: Date },
): Promise<Member> => {
  const { db } = services;
  const { merchant, body, now } = reset;
  checkNewPassword(body.newPassword, null);
  // One hashing section from the code check on: a reset refused as busy counted no try.
  const { member, hash } = await services.hashing.run(async () => {
    const check = await checkSmsCode(db, {
      merchantId: merchant.id,
      purpose: 'no-login',
      mobile: body.mobileNum,
      code: body.verificationCode,
      now,
      dummyHash: services.dummyHash,
    });
    if (check === 'expired') throw new ApiError('sms.code.expired', { field: 'verificationCode' });
    const found = check === 'ok' ? await findMemberByMobile(db, merchant.id, body.mobileNum) : null;
    if (!found || found.type === trialAccountType) {
      throw new ApiError('sms.code.invalid', { field: 'verificationCode' });
    }
    return { member: found, hash: await hashPassword(body.newPassword) };
  });
  await db.transaction(async (tx) => {
    await storeNewPassword(tx, member.id, hash);
    await revokeMemberSessions(tx, member.id, now, null);
  });
  return member;
};

export type EmailResetOutcome = 'sent' | 'not-matched' | 'limited';

/**
 * Reset by email (`POST /wps/member/password/email`). The caller always gets the same answer
 * (ASVS 6.3.8), and the server does the same scrypt work either way. When username and email
 * match an active real account, a temporary password valid once for 30 minutes is mailed to
 * the local outbox; the member's own password keeps working, so asking cannot lock anyone out,
 * and at most three mails per account and hour keep it from being used to flood a mailbox.
 * The outcome is for the log only.
 */
export const resetPasswordByEmail = async (
  services: Services,
  reset: { merchant: Merchant; body: z.output<typeof resetByEmailBodySchema>; now: Date },
): Promise<EmailResetOutcome> => {
  const { db } = services;
  const { merchant, body, now } = reset;
  const member = await findMemberByAccount(db, merchant.id, body.username);
  const temporary = temporaryPassword();
  const hash = await services.hashing.run(() => hashPassword(temporary));
  const email = member?.email ?? null;
  const matches =
    member !== null &&
    email !== null &&
    email.toLowerCase() === body.email.toLowerCase() &&
    member.status === 'active' &&
    member.type !== trialAccountType;
  if (!matches) return 'not-matched';
  return db.transaction(async (tx) => {
    const key = { merchantId: merchant.id, scope: 'reset-mail' as const, key: String(member.id) };
    const mails = await bumpCounter(tx, key, now, hourMs, 2_147_483_647);
    if (mails.count > mailsPerAccountPerHour) return 'limited';
    await storePasswordReset(tx, member.id, hash, now);
    const minutes = resetPasswordTtlMs / 60_000;
    await queueMail(
      tx,
      merchant.id,
      {
        to: email,
        subject: 'Your temporary password',
        body: [
          `Hello ${member.account},`,
          '',
          `Someone asked to reset the password of your account. Log in with this temporary password within ${minutes} minutes; you will then choose a new one:`,
          '',
          temporary,
          '',
          'Your current password keeps working. If you did not ask for this, ignore this mail.',
        ].join('\n'),
      },
      now,
    );
    return 'sent';
  });
};
