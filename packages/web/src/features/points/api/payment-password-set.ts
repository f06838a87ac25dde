import { callApi } from '@/lib/api.ts';

/** `GET /wps/member/hasWithdrawalPassword`: whether the payment password is set. */
export const paymentPasswordSet = (signal?: AbortSignal) =>
  callApi('hasWithdrawalPassword', { signal });
