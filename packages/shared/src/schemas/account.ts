import { z } from 'zod';
import { text } from '../patterns.ts';
import { smsCodeSchema } from './sms.ts';

const optionalText = (max: number) => text().trim().max(max).optional();

/**
 * Registration payload (SPEC §3, UPSTREAM.md §5.4). Every field is optional on the wire: which
 * ones are required, and their patterns, come from the register rules, and the upstream checks
 * them again with `checkRule` from `../patterns.ts` (never trust the client).
 */
export const registerBodySchema = z.object({
  username: optionalText(64),
  password: optionalText(64),
  confirmPassword: optionalText(64),
  payeeName: optionalText(64),
  email: optionalText(128),
  qqNum: optionalText(32),
  mobileNum: optionalText(20),
  recommenderId: optionalText(32),
  captcha: optionalText(16),
  verificationCode: optionalText(255),
  affiliateCode: optionalText(32),
  paymentPassword: optionalText(64),
  line: optionalText(64),
  whatsapp: optionalText(64),
  facebook: optionalText(128),
  wechat: optionalText(64),
  idNumber: optionalText(64),
  referralCode: optionalText(32),
  domain: optionalText(255),
  countryDialingCode: optionalText(5),
  login: z.boolean().optional(),
  registerUrl: optionalText(2048),
  registerMethod: z.literal('WEB').optional(),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: optionalText(4096),
  /** Read by the bff only (the verification challenge); never sent upstream. */
  challenge: optionalText(4096),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** A refused registration names the field and the rule it broke, so the form can say which. */
export const registerFailureValueSchema = z.object({
  field: text(),
  patternId: z.number().int().optional(),
  minLength: z.number().int().optional(),
  maxLength: z.number().int().optional(),
});

export const affiliateQuerySchema = z
  .object({ code: text().trim().min(1).max(32), domain: text().trim().max(255).optional() })
  .strict();

/** `POST /wps/member/password`: `oldPassword` may be empty only in the forced-change flow. */
export const changePasswordBodySchema = z.object({
  oldPassword: text().trim().max(64),
  newPassword: text().trim().min(1).max(64),
  confirmNewPassword: text().trim().min(1).max(64),
});

/** `POST /wps/member/password/verification`: reset by SMS code. */
export const resetBySmsBodySchema = z.object({
  newPassword: text().trim().min(1).max(64),
  mobileNum: text()
    .trim()
    .regex(/^\d{5,15}$/),
  verificationCode: smsCodeSchema,
});

/** `POST /wps/member/password/email` (form-urlencoded). */
export const resetByEmailBodySchema = z.object({
  username: text().trim().min(1).max(64),
  email: text().trim().min(3).max(128),
});
