import type { BettingRecord } from '@his/shared/schemas/records';
import { callApi } from '@/lib/api.ts';
import type { RecordQuery } from '../record-query.ts';

/** `GET ODS2_BetHistory`: a page of the member's bets and the totals over the filter. */
export const loadBettingRecord = (
  query: RecordQuery,
  signal?: AbortSignal,
): Promise<BettingRecord> =>
  callApi('bettingRecord', {
    query: {
      from: query.from,
      to: query.to,
      page: query.page,
      pageSize: query.pageSize,
      category: query.category ?? undefined,
      vendor: query.vendor ?? undefined,
    },
    signal,
  });
