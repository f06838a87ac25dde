import { callApi } from '@/lib/api.ts';

/** `POST /wps/member/paymentPassword`: a new payment password, the old one as proof. */
export const changePaymentPassword = (body: {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}) => callApi('changePaymentPassword', { body });
