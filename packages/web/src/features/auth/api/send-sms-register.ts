import type { SendSmsInput, SmsSent } from '@his/machines/sms-countdown';
import { callApi } from '@/lib/api.ts';

/**
 * `POST /wps/verification/sms/register`: the code of a registration (the platform names the
 * number `mobileNo` here). The bff checks the solved challenge and its send throttle
 * (429 `TOO_MANY_REQUESTS`) before the platform sees the request.
 */
export const sendSmsRegister = (input: SendSmsInput): Promise<SmsSent> =>
  callApi('smsRegister', {
    body: {
      mobileNo: input.mobileNum,
      countryDialingCode: input.countryDialingCode,
      challenge: input.challenge,
    },
  });
