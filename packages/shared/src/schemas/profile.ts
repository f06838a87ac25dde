import { z } from 'zod';
import { text } from '../patterns.ts';

/**
 * The member's profile in "My account" (issue 14, securityCenter): nickname, avatar, bound
 * mobile and email. The checks the browser and the reference upstream both run live here, so a
 * field the browser accepts is one the upstream accepts.
 */

/** A nickname is 2–20 characters (code points) once trimmed. */
export const nicknameLength = { min: 2, max: 20 } as const;

/**
 * Letters and marks of any script (Khmer vowels are marks, Chinese are letters), digits, and
 * single spaces, `_`, `.`, `-` between them: no control, emoji or markup characters.
 */
const nicknamePattern = /^[\p{L}\p{M}\p{N}]+(?:[ _.-][\p{L}\p{M}\p{N}]+)*$/u;

export type NicknameProblem = 'length' | 'characters';

/** What is wrong with a nickname (trimmed first), or null when it may be used. */
export const nicknameProblem = (raw: string): NicknameProblem | null => {
  const nickname = raw.trim();
  const length = [...nickname].length;
  if (length < nicknameLength.min || length > nicknameLength.max) return 'length';
  return nicknamePattern.test(nickname) ? null : 'characters';
};

/** An email address: the common `local@domain.tld` shape, at most 64 characters. */
export const emailMaxLength = 64;
const emailShape = z.email();
export const isEmailAddress = (raw: string): boolean => {
  const email = raw.trim();
  return email.length <= emailMaxLength && emailShape.safeParse(email).success;
};

/** `PUT /wps/member/info/nickname` (reference choice of method); checked by `nicknameProblem`. */
export const changeNicknameBodySchema = z.object({ nickname: text().max(200) });

/** `PUT /wps/member/info/email` (reference choice of method); checked by `isEmailAddress`. */
export const bindEmailBodySchema = z.object({ email: text().max(320) });

/** Static avatars are numbered `0` … `staticAvatarCount - 1`; `0` is every member's first. */
export const staticAvatarCount = 12;

/** A custom avatar is a PNG or JPEG of at most 1 MB once decoded, checked by its bytes. */
export const maxAvatarBytes = 1024 * 1024;
const avatarImageSchema = text().max(Math.ceil(maxAvatarBytes / 3) * 4);

/** Body limit of `setAvatar` (bff and upstream): one image at its largest in base64, plus room. */
export const avatarBodyLimitBytes = Math.ceil(maxAvatarBytes / 3) * 4 + 16 * 1024;

export const avatarTypeSchema = z.enum(['STATIC', 'CUSTOM']);

/** `GET /wps/relay/MCSFE_getPlayerAvatar` (UPSTREAM.md §4): which avatar the member shows. */
export const playerAvatarSchema = z.object({ avatar: text(), avatarType: avatarTypeSchema });
export type PlayerAvatar = z.infer<typeof playerAvatarSchema>;

/**
 * `GET /wps/member/info/icon`: the avatar with, for a custom one, its image (base64 without a
 * `data:` prefix) and media type; null for a static one (the site serves those).
 */
export const memberIconSchema = playerAvatarSchema.extend({
  image: z.object({ mediaType: z.enum(['image/png', 'image/jpeg']), data: text() }).nullable(),
});
export type MemberIcon = z.infer<typeof memberIconSchema>;

/**
 * `PUT /wps/member/info/icon` (the reference's choice of path and method, not seen on the
 * platform): a static avatar by number, or a custom image.
 */
export const setAvatarBodySchema = z.discriminatedUnion('avatarType', [
  z.object({ avatarType: z.literal('STATIC'), avatar: text().regex(/^\d{1,3}$/) }).strict(),
  z.object({ avatarType: z.literal('CUSTOM'), image: avatarImageSchema }).strict(),
]);
export type SetAvatarBody = z.infer<typeof setAvatarBodySchema>;

/**
 * `GET /wps/member/securityConfig` (UPSTREAM.md §4.1 "security settings"): the bound contacts,
 * masked by the upstream (`138****5678`, `a***@example.com`); null when none is bound.
 */
export const securityConfigSchema = z.object({
  mobile: text().nullable(),
  countryDialingCode: text().nullable(),
  email: text().nullable(),
});
export type SecurityConfig = z.infer<typeof securityConfigSchema>;

const mobile = text()
  .trim()
  .regex(/^\d{5,15}$/);
const dialingCode = text()
  .trim()
  .regex(/^\+?\d{1,4}$/);

/**
 * `POST /wps/verification/sms/bind` (the reference's choice of path): a code to the number the
 * logged-in member wants to bind. The challenge solution is checked by the bff only.
 */
export const smsBindBodySchema = z.object({
  mobileNum: mobile,
  countryDialingCode: dialingCode,
  challenge: text().max(4096).optional(),
});

/** `PUT /wps/member/info/mobile` (the reference's choice): binds the number with its code. */
export const bindMobileBodySchema = z.object({
  mobileNum: mobile,
  countryDialingCode: dialingCode,
  verificationCode: text().max(16),
});
