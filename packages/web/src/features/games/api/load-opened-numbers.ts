import { openedNumbersCount } from '@his/shared/constants';
import type { LotteryDraw } from '@his/shared/schemas/lottery';
import type { PrizeMode } from '../lottery-modes.ts';
import { callApi } from '@/lib/api.ts';

/** `GET /lgw/vn/numeros/opened/game`: the latest draws, newest first (SPEC §7: 100). */
export const loadOpenedNumbers = (
  prizeMode: PrizeMode | null,
  signal?: AbortSignal,
): Promise<LotteryDraw[]> =>
  callApi('openedNumbers', {
    query: { count: openedNumbersCount, ...(prizeMode ? { prizeMode } : {}) },
    signal,
  });
