import { z } from 'zod';
import { smsCodeSchema } from './sms.ts';

const text = (max: number) => z.string().trim().max(max).optional();

/**
 * Registration payload (SPEC §3, UPSTREAM.md §5.4). Every field is optional on the wire: which
 * ones are required, and their patterns, come from the register rules, and the upstream checks
 * them again with `checkRule` from `../patterns.ts` (never trust the client).
 */
export const registerBodySchema = z.object({
  username: text(64),
  password: text(64),
  confirmPassword: text(64),
  payeeName: text(64),
  email: text(128),
  qqNum: text(32),
  mobileNum: text(20),
  recommenderId: text(32),
  captcha: text(16),
  verificationCode: text(255),
  affiliateCode: text(32),
  paymentPassword: text(64),
  line: text(64),
  whatsapp: text(64),
  facebook: text(128),
  wechat: text(64),
  idNumber: text(64),
  referralCode: text(32),
  domain: text(255),
  countryDialingCode: text(5),
  login: z.boolean().optional(),
  registerUrl: text(2048),
  registerMethod: z.literal('WEB').optional(),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: text(4096),
  /** Read by the bff only (the verification challenge); never sent upstream. */
  challenge: text(4096),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** A refused registration names the field and the rule it broke, so the form can say which. */
export const registerFailureValueSchema = z.object({
  field: z.string(),
  patternId: z.number().int().optional(),
  minLength: z.number().int().optional(),
  maxLength: z.number().int().optional(),
});

export const affiliateQuerySchema = z
  .object({ code: z.string().trim().min(1).max(32), domain: z.string().trim().max(255).optional() })
  .strict();

/** `POST /wps/member/password`: `oldPassword` may be empty only in the forced-change flow. */
export const changePasswordBodySchema = z.object({
  oldPassword: z.string().trim().max(64),
  newPassword: z.string().trim().min(1).max(64),
  confirmNewPassword: z.string().trim().min(1).max(64),
});

/** `POST /wps/member/password/verification`: reset by SMS code. */
export const resetBySmsBodySchema = z.object({
  newPassword: z.string().trim().min(1).max(64),
  mobileNum: z
    .string()
    .trim()
    .regex(/^\d{5,15}$/),
  verificationCode: smsCodeSchema,
});

/** `POST /wps/member/password/email` (form-urlencoded). */
export const resetByEmailBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(3).max(128),
});
