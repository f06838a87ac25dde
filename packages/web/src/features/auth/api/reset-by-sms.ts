import { callApi } from '@/lib/api.ts';

/** `POST /wps/member/password/verification`: a new password against the SMS code. */
export const resetBySms = (input: {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}): Promise<null> =>
  callApi('resetPasswordBySms', {
    body: {
      mobileNum: input.mobileNum,
      verificationCode: input.verificationCode,
      newPassword: input.newPassword,
    },
  });
