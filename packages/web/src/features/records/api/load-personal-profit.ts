import type { PersonalProfit } from '@his/shared/schemas/records';
import { callApi } from '@/lib/api.ts';
import type { RecordQuery } from '../record-query.ts';

/** `GET ODSFE2_MemPNL`: stake, payout and net per day and category over the range. */
export const loadPersonalProfit = (
  query: RecordQuery,
  signal?: AbortSignal,
): Promise<PersonalProfit> =>
  callApi('personalProfit', {
    query: { from: query.from, to: query.to, category: query.category ?? undefined },
    signal,
  });
