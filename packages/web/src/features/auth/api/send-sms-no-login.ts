import type { SendSmsInput, SmsSent } from '@his/machines/sms-countdown';
import { callApi } from '@/lib/api.ts';

/**
 * `POST /wps/verification/sms/noLogin`: a code for mobile-code login and reset by SMS. The bff
 * checks the solved challenge and its send throttle (429 `TOO_MANY_REQUESTS`) before the
 * platform sees the request.
 */
export const sendSmsNoLogin = (input: SendSmsInput): Promise<SmsSent> =>
  callApi('smsNoLogin', {
    body: {
      mobileNum: input.mobileNum,
      countryDialingCode: input.countryDialingCode,
      challenge: input.challenge,
    },
  });
