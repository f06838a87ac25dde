import type { DepositOrder } from '@his/shared/schemas/deposit';
import { callApi } from '@/lib/api.ts';

/** How many of the member's latest orders the page lists. */
const recentCount = 5;

/** `GET MCS2_depositTransactioNReport`: the member's latest orders, newest first. */
export const loadDepositOrders = async (): Promise<DepositOrder[]> =>
  (await callApi('depositReport', { query: { pageNo: 1, pageSize: recentCount } })).list;
