import { callApi } from '@/lib/api.ts';

/** Withdrawals a page holds. */
const withdrawalsPageSize = 10;

/** `GET MCS2_WithdrawTransactionReport`: one page of the member's withdrawals, newest first, with timelines, and their total. */
export const withdrawReport = (page: number, signal?: AbortSignal) =>
  callApi('withdrawReport', { query: { page, pageSize: withdrawalsPageSize }, signal });
