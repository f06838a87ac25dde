import { smsPhoneServiceCountdownSeconds, smsRateLimitRetryMinutes } from '@his/shared/constants';
import type { RegisterRule } from '@his/shared/rules';
import { errorCodeOf } from '../common/error-code.ts';
import { checkField, validationKeys, type FieldError } from '../common/field-error.ts';

/** Input of the SMS countdown: the register rule of the mobile number, if the server sent one. */
export interface SmsCountdownInput {
  mobileRule: RegisterRule | null;
  /**
   * The phone-service path (SPEC §4): the countdown runs a fixed 60 s instead of the answered
   * `expiredMinutes` × 60 s.
   */
  phoneService?: boolean;
}

/** What the player asks a code for, as the form sends it with `sms.send`. */
export interface SmsSendValues {
  mobileNum: string;
  countryDialingCode: string;
}

/** Input of the `sendSms` actor; `challenge` is the `verifyChallenge` result. */
export interface SendSmsInput {
  mobileNum: string;
  countryDialingCode: string;
  challenge: string;
}

/** Output of the `sendSms` actor: the platform's answer (`smsSentSchema`). */
export interface SmsSent {
  expiredMinutes: number;
}

/** The send in flight (no secret: a number and its dialing code). */
export interface SmsRequest {
  mobileNum: string;
  countryDialingCode: string;
}

/** Error code of the rate-limit answer (bff throttle, 429). */
export const rateLimitCode = 'TOO_MANY_REQUESTS';

/** i18n key of "too many requests, retry after {{minutes}} minutes" (SPEC §8). */
export const rateLimitMessageKey = 'sms.retryLater';

/**
 * Used when the server sent no rule for `mobileNum`: digits only, 5 to 15 of them, as the
 * shared SMS body schemas accept.
 */
export const fallbackMobileRule: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^\\d+$',
  patternId: 6,
  minLength: 5,
  maxLength: 15,
};

/** Trims both values (SPEC §5). */
export const toSmsRequest = (values: SmsSendValues): SmsRequest => ({
  mobileNum: values.mobileNum.trim(),
  countryDialingCode: values.countryDialingCode.trim(),
});

/**
 * The number must be present and pass the mobile rule before a code is asked for (SPEC §5);
 * any failure reads as the one "enter a valid mobile number" message.
 */
export const checkSmsMobile = (
  mobileRule: RegisterRule | null,
  mobileNum: string,
): FieldError | null =>
  checkField(mobileNum, {
    rule: mobileRule ?? fallbackMobileRule,
    required: true,
    patternError: validationKeys.mobile,
  }) === null
    ? null
    : { key: validationKeys.mobile };

/** Seconds of the countdown: `expiredMinutes` × 60, or 60 on the phone-service path. */
export const countdownSeconds = (expiredMinutes: number, phoneService: boolean): number =>
  phoneService ? smsPhoneServiceCountdownSeconds : Math.max(1, Math.round(expiredMinutes * 60));

/**
 * The message a failed send shows: the rate-limit answer says when to retry (SPEC §8, 5
 * minutes); anything else shows the catalogue text of its code.
 */
export const sendFailureMessage = (code: string): FieldError =>
  code === rateLimitCode
    ? { key: rateLimitMessageKey, params: { minutes: smsRateLimitRetryMinutes } }
    : { key: `errors.${code}` };

/** Context changes of a failed verification or send. */
export const toSendFailure = (error: unknown) => {
  const code = errorCodeOf(error);
  return { request: null, error: code, errorMessage: sendFailureMessage(code) };
};
