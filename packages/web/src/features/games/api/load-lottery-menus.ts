import type { LotteryMenus } from '@his/shared/schemas/lottery';
import { callApi } from '@/lib/api.ts';

/** `GET /lgw/games/game_menus`: every lottery group with its games (raw gateway JSON). */
export const loadLotteryMenus = (signal?: AbortSignal): Promise<LotteryMenus> =>
  callApi('lotteryMenus', { signal });
