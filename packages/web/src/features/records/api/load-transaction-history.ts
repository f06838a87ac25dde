import type { TransactionHistory } from '@his/shared/schemas/records';
import { callApi } from '@/lib/api.ts';
import type { RecordQuery } from '../record-query.ts';

/** `GET ODS2_MemberTransaction`: a page of the member's wallet movements. */
export const loadTransactionHistory = (
  query: RecordQuery,
  signal?: AbortSignal,
): Promise<TransactionHistory> =>
  callApi('transactionHistory', {
    query: {
      from: query.from,
      to: query.to,
      page: query.page,
      pageSize: query.pageSize,
      type: query.type ?? undefined,
    },
    signal,
  });
