import { callApi } from '@/lib/api.ts';

/** `PUT /wps/member/paymentPassword`: the first payment password (six digits, twice). */
export const setPaymentPassword = (body: { password: string; confirmPassword: string }) =>
  callApi('setPaymentPassword', { body });
