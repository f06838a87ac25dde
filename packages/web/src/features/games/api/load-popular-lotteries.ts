import { popularLotteryCount } from '@his/shared/constants';
import type { LotteryGame } from '@his/shared/schemas/lottery';
import { callApi } from '@/lib/api.ts';

/** `GET /lgw/games/popular`: the most played lottery games (SPEC §7: 20). */
export const loadPopularLotteries = (signal?: AbortSignal): Promise<LotteryGame[]> =>
  callApi('popularLotteries', { query: { count: popularLotteryCount }, signal });
