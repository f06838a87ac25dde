import type { LotteryMenus } from '@his/shared/schemas/lottery';
import type { PrizeMode } from '../lottery-modes.ts';
import { callApi } from '@/lib/api.ts';

/** `GET /lgw/vn/games/game_menu`: the lottery groups of one prize mode, as the web shows them. */
export const loadVnLotteryMenu = (
  prizeMode: PrizeMode,
  signal?: AbortSignal,
): Promise<LotteryMenus> =>
  callApi('vnLotteryMenu', { query: { prizeMode, device: 'WEB' }, signal });
