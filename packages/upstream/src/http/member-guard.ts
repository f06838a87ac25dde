import { trialAccountType } from '@his/shared/constants';
import type { Member } from '../members/members.ts';
import { ApiError } from './api-error.ts';

/**
 * The member of a call that needs a login. `registerCall` refuses visitors of an
 * `auth: 'required'` call already; this is the typed check a handler reads its member through.
 */
export const signedInMember = (member: Member | null): Member => {
  if (!member) throw new ApiError('login.not.session');
  return member;
};

/**
 * The member of a call for real accounts only (money, profile changes, favourites): a trial
 * account is refused with `account.trial` before anything is read or written.
 */
export const realMember = (member: Member | null): Member => {
  const signed = signedInMember(member);
  if (signed.type === trialAccountType) throw new ApiError('account.trial');
  return signed;
};
