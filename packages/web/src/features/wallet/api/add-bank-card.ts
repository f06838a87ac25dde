import { callApi } from '@/lib/api.ts';

/** `PUT /wps/member/bankCard` (a money call: one idempotency key per attempt); answers the cards. */
export const addBankCard = (
  body: { bankCode: string; accountName: string; accountNumber: string; password: string },
  idempotencyKey: string,
) => callApi('addBankCard', { body, idempotencyKey });
