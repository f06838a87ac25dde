import type { Db } from '../db/db.ts';
import { isUniqueViolation } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { Services } from '../http/services.ts';
import { checkSmsCode } from '../sms/codes.ts';
import { checkMobile, dialingCodeOf } from '../sms/mobile.ts';
import type { Member } from './members.ts';
import { findMemberByMobile } from './members.ts';

/**
 * Binds (or replaces) the member's mobile number with the code `smsBind` sent to it. In order,
 * with nothing written before the last step: the number's rule and dialing code, a number
 * another member holds (`mobile.taken`), the code (`sms.code.expired`, `sms.code.invalid`; the
 * code is used up when right), then one update. A concurrent bind of the same number by another
 * member loses on the unique index and is `mobile.taken`.
 */
export const bindMobile = async (
  services: { db: Db; hashing: Services['hashing']; dummyHash: string },
  member: Member,
  body: { mobileNum: string; countryDialingCode: string; verificationCode: string },
  now: Date,
): Promise<Member> => {
  const { db } = services;
  checkMobile(body.mobileNum);
  const dialingCode = dialingCodeOf(body.countryDialingCode);
  const taken = (): ApiError => new ApiError('mobile.taken', { field: 'mobileNum' });
  const owner = await findMemberByMobile(db, member.merchantId, body.mobileNum);
  if (owner && owner.id !== member.id) throw taken();
  const check = await services.hashing.run(() =>
    checkSmsCode(db, {
      merchantId: member.merchantId,
      purpose: 'bind',
      mobile: body.mobileNum,
      code: body.verificationCode.trim(),
      now,
      dummyHash: services.dummyHash,
    }),
  );
  if (check === 'expired') throw new ApiError('sms.code.expired', { field: 'verificationCode' });
  if (check !== 'ok') throw new ApiError('sms.code.invalid', { field: 'verificationCode' });
  try {
    await db.query('UPDATE members SET mobile = $2, mobile_dialing_code = $3 WHERE id = $1', [
      member.id,
      body.mobileNum,
      dialingCode,
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return { ...member, mobile: body.mobileNum, mobileDialingCode: dialingCode };
};
