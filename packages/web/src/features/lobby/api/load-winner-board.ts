import type { Winner } from '@his/shared/schemas/games';
import { callApi } from '@/lib/api.ts';

/** One win on the board: masked name, amount and the game it was won on. */
export type WinnerEntry = Winner['vo'];

/** How many winners the board shows (UPSTREAM.md §4.3 `limitNum:20`). */
const winnerBoardSize = 20;

/** `ODSFE2_getWinnerBoard`: the latest big wins over every category. */
export const loadWinnerBoard = async (signal?: AbortSignal): Promise<WinnerEntry[]> => {
  const value = await callApi('winnerBoard', {
    query: { gameCategory: 'ALL', limitNum: winnerBoardSize },
    signal,
  });
  return value.list.map((entry) => entry.vo);
};
