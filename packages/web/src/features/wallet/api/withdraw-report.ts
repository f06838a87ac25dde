import { callApi } from '@/lib/api.ts';

/** `GET MCS2_WithdrawTransactionReport`: the member's withdrawals, newest first, with timelines. */
export const withdrawReport = () => callApi('withdrawReport', { query: { page: 1, pageSize: 20 } });
