import { callApi } from '@/lib/api.ts';

/** `DELETE /wps/member/bankCard` with the payment password; answers the cards left. */
export const removeBankCard = (
  body: { bankCardId: number; password: string },
  idempotencyKey: string,
) => callApi('removeBankCard', { body, idempotencyKey });
