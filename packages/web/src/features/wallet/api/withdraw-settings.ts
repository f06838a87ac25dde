import { callApi } from '@/lib/api.ts';

/** `GET MCSFE_getWithdrawSettings`: limits, today's use, balances and the payment password's state. */
export const withdrawSettings = (signal?: AbortSignal) => callApi('withdrawSettings', { signal });
