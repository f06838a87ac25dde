import type { SetAvatarBody } from '@his/shared/schemas/profile';
import { callApi } from '@/lib/api.ts';

/** `PUT /wps/member/info/nickname`: the new nickname; answers the member info after it. */
export const changeNickname = (nickname: string) =>
  callApi('changeNickname', { body: { nickname } });

/** `GET /wps/member/info/icon`: the avatar with a custom one's image. */
export const memberIcon = () => callApi('memberIcon');

/** `PUT /wps/member/info/icon`: a static avatar by number, or a custom image (base64). */
export const setAvatar = (body: SetAvatarBody) => callApi('setAvatar', { body });

/** `GET /wps/member/securityConfig`: the bound mobile and email, masked by the platform. */
export const securityConfig = () => callApi('securityConfig');

/** `PUT /wps/member/info/email`: binds (or replaces) the email. */
export const bindEmail = (email: string) => callApi('bindEmail', { body: { email } });

/** `PUT /wps/member/info/mobile`: binds the number with the code sent to it. */
export const bindMobile = (body: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}) => callApi('bindMobile', { body });
