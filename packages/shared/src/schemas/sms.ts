import { z } from 'zod';
import { text } from '../patterns.ts';
import { smsCodePattern } from '../rules.ts';

const mobile = text()
  .trim()
  .regex(/^\d{5,15}$/);
const dialingCode = text()
  .trim()
  .regex(/^\+?\d{1,4}$/);

/** `POST /wps/verification/sms/noLogin` (login by code, reset by SMS). */
/** The verification-challenge solution; checked by the bff, never sent upstream. */
const challenge = text().max(4096).optional();

export const smsNoLoginBodySchema = z.object({
  mobileNum: mobile,
  countryDialingCode: dialingCode,
  challenge,
});

/** `POST /wps/verification/sms/register` (the platform names the number `mobileNo` here). */
export const smsRegisterBodySchema = z.object({
  mobileNo: mobile,
  countryDialingCode: dialingCode,
  challenge,
});

/** Minutes until the code expires; the countdown runs `expiredMinutes` × 60 s (SPEC §4). */
export const smsSentSchema = z.object({ expiredMinutes: z.number().positive().max(60) });

/** A six-digit code (UPSTREAM issue 3: codes are 6 digits). */
export const smsCodeSchema = text().trim().regex(smsCodePattern);
