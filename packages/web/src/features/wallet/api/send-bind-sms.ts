import type { SendSmsInput, SmsSent } from '@his/machines/sms-countdown';
import { callApi } from '@/lib/api.ts';

/**
 * `POST /wps/verification/sms/bind`: a code to the number the logged-in member binds. The bff
 * checks the solved challenge and its SMS throttle (429 `TOO_MANY_REQUESTS`) first.
 */
export const sendBindSms = (input: SendSmsInput): Promise<SmsSent> =>
  callApi('smsBind', {
    body: {
      mobileNum: input.mobileNum,
      countryDialingCode: input.countryDialingCode,
      challenge: input.challenge,
    },
  });
