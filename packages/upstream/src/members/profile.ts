import {
  isEmailAddress,
  maxAvatarBytes,
  nicknameLength,
  nicknameProblem,
  staticAvatarCount,
  type MemberIcon,
  type PlayerAvatar,
  type SecurityConfig,
  type SetAvatarBody,
} from '@his/shared/schemas/profile';
import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { checkedImage } from '../images/image-type.ts';
import type { Member } from './members.ts';

/**
 * The profile of "My account" (issue 14): nickname, avatar and the bound email. Every check runs
 * before the one statement that writes, so a refusal changes nothing.
 */

/** `138****5678`: the first three and last four digits; a short number shows less. */
const maskBoundMobile = (mobile: string): string =>
  mobile.length >= 9
    ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}`
    : `${mobile.slice(0, 2)}****${mobile.slice(-2)}`;

/** `a***@example.com`: the first character of the local part and the domain. */
const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email.slice(0, 1)}***${email.slice(at)}`;
};

/** What `GET /wps/member/securityConfig` answers: the bound contacts, masked. */
export const securityConfigOf = (member: Member): SecurityConfig => ({
  mobile: member.mobile === null ? null : maskBoundMobile(member.mobile),
  countryDialingCode: member.mobile === null ? null : member.mobileDialingCode,
  email: member.email === null ? null : maskEmail(member.email),
});

/** A new nickname, trimmed; `nickname.invalid` with the allowed length when it breaks the rule. */
export const changeNickname = async (
  q: Queryable,
  member: Member,
  raw: string,
): Promise<Member> => {
  if (nicknameProblem(raw) !== null) {
    throw new ApiError('nickname.invalid', { min: nicknameLength.min, max: nicknameLength.max });
  }
  const nickname = raw.trim();
  await q.query('UPDATE members SET nickname = $2 WHERE id = $1', [member.id, nickname]);
  return { ...member, nickname };
};

/** Binds (or replaces) the email, trimmed; `email.invalid` when it is not an address. */
export const bindEmail = async (q: Queryable, member: Member, raw: string): Promise<Member> => {
  if (!isEmailAddress(raw)) throw new ApiError('email.invalid', { field: 'email' });
  const email = raw.trim();
  await q.query('UPDATE members SET email = $2 WHERE id = $1', [member.id, email]);
  return { ...member, email };
};

interface AvatarRow {
  avatar: string;
  avatarType: PlayerAvatar['avatarType'];
}

export const readAvatar = async (q: Queryable, memberId: number): Promise<PlayerAvatar> => {
  const [row] = await q.query<AvatarRow>(
    'SELECT avatar, avatar_type AS "avatarType" FROM members WHERE id = $1',
    [memberId],
  );
  return row ?? { avatar: '0', avatarType: 'STATIC' };
};

/** The avatar with the custom image, when the member shows one. */
export const readIcon = async (q: Queryable, memberId: number): Promise<MemberIcon> => {
  const avatar = await readAvatar(q, memberId);
  if (avatar.avatarType !== 'CUSTOM') return { ...avatar, image: null };
  // PostgreSQL's base64 breaks lines every 76 characters: the wire format has none.
  const [row] = await q.query<{ mediaType: 'image/png' | 'image/jpeg'; data: string }>(
    `SELECT media_type AS "mediaType", translate(encode(bytes, 'base64'), E'\\n', '') AS data
       FROM member_avatars WHERE member_id = $1`,
    [memberId],
  );
  return { ...avatar, image: row ?? null };
};

/**
 * Shows a static avatar (one of `staticAvatarCount`, else `avatar.invalid`) or stores a custom
 * image: its bytes must be a PNG or JPEG of at most 1 MB (`avatar.image.invalid` otherwise, a
 * name or a declared type proves nothing). The image and the switch to it are one transaction.
 */
export const setAvatar = async (
  db: Db,
  memberId: number,
  body: SetAvatarBody,
  now: Date,
): Promise<PlayerAvatar> => {
  if (body.avatarType === 'STATIC') {
    const number = Number(body.avatar);
    if (!Number.isInteger(number) || number < 0 || number >= staticAvatarCount) {
      throw new ApiError('avatar.invalid');
    }
    const avatar = String(number);
    await db.query(`UPDATE members SET avatar = $2, avatar_type = 'STATIC' WHERE id = $1`, [
      memberId,
      avatar,
    ]);
    return { avatar, avatarType: 'STATIC' };
  }
  const image = checkedImage(body.image, maxAvatarBytes);
  if (!image) throw new ApiError('avatar.image.invalid');
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO member_avatars (member_id, media_type, bytes, updated_at)
       VALUES ($1, $2, decode($3, 'base64'), $4)
       ON CONFLICT (member_id) DO UPDATE SET media_type = EXCLUDED.media_type,
         bytes = EXCLUDED.bytes, updated_at = EXCLUDED.updated_at`,
      [memberId, image.mediaType, image.bytes.toString('base64'), now],
    );
    await tx.query(`UPDATE members SET avatar = '0', avatar_type = 'CUSTOM' WHERE id = $1`, [
      memberId,
    ]);
  });
  return { avatar: '0', avatarType: 'CUSTOM' };
};
