import { callApi } from '@/lib/api.ts';

/**
 * `POST /wps/member/password` (the bff encrypts it for the platform). `oldPassword` is the
 * password the member logged in with when the change is forced.
 */
export const changePassword = async (input: {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<null> =>
  callApi('changePassword', {
    body: {
      oldPassword: input.oldPassword,
      newPassword: input.newPassword,
      confirmNewPassword: input.confirmNewPassword,
    },
  });
