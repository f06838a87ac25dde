import type { BonusDetails } from '@his/shared/schemas/records';
import { callApi } from '@/lib/api.ts';
import type { RecordQuery } from '../record-query.ts';

/** `GET ODSFE2_MemBonusDet`: a page of the member's bonus and rebate movements, with their sum. */
export const loadBonusDetails = (query: RecordQuery, signal?: AbortSignal): Promise<BonusDetails> =>
  callApi('bonusDetails', {
    query: { from: query.from, to: query.to, page: query.page, pageSize: query.pageSize },
    signal,
  });
