import { hotGamesIsPlatform, hotGamesPlatform } from '@his/shared/constants';
import type { HotGamesInput } from '@his/machines/lobby-filter';
import type { Game } from '@his/shared/schemas/games';
import { callApi } from '@/lib/api.ts';

/**
 * `GCSGAME_hotGamesV2` (SPEC §3 "Hot-game request"): hot games, of one category and one vendor
 * (`vassalage`) if given.
 */
export const loadHotGames = async (
  filter: HotGamesInput,
  signal?: AbortSignal,
): Promise<Game[]> => {
  const value = await callApi('hotGames', {
    query: { isPlatform: hotGamesIsPlatform, platform: hotGamesPlatform, ...filter },
    signal,
  });
  return value.list;
};
