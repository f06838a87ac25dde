import { callApi } from '@/lib/api.ts';

/** `GET MCSFE_getPaymentConfirmationList`: released withdrawals awaiting receipt, and the server's `now`. */
export const paymentConfirmationList = (signal?: AbortSignal) =>
  callApi('paymentConfirmationList', { signal });
