import { z } from 'zod';
import { text } from '../patterns.ts';

const trimmed = (max: number) => text().trim().min(1).max(max);

/**
 * Login request (SPEC §3). Unknown extra fields (a client's `loginDeviceId`, challenge fields)
 * are accepted and dropped, as the platform does.
 */
export const loginBodySchema = z.object({
  username: trimmed(64),
  password: trimmed(64),
  captcha: text().trim().max(16).optional(),
  type: z.enum(['username', 'sms', '']).default('username'),
  /** With type `sms`: the username is the mobile number and the password the SMS code. */
  countryDialingCode: text()
    .trim()
    .regex(/^\+?\d{1,4}$/)
    .optional(),
  /** The verification-challenge solution; checked by the bff, never sent upstream. */
  challenge: text().max(4096).optional(),
  /** Read by the bff only (24 h session instead of the default); never sent upstream. */
  remember: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** What the platform answers on login, register and free play (UPSTREAM.md §5.5). */
export const loginValueSchema = z.object({
  token: text().min(16),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  userName: text(),
  id: z.number().int().optional(),
  customerType: z.number().int().optional(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** What the bff answers the browser instead: the same facts, never the token. */
export const loginPublicValueSchema = loginValueSchema.omit({ token: true });
export type LoginPublicValue = z.infer<typeof loginPublicValueSchema>;

/** A failed login may ask for a captcha on the next attempt (UPSTREAM.md §3.3). */
export const loginFailureValueSchema = z.object({ captcha: z.boolean() }).partial();

export const freePlayBodySchema = z
  .object({ os: text().max(32).optional(), platform: z.literal('W').default('W') })
  .strict();

export const emptyBodySchema = z.object({}).strict();
