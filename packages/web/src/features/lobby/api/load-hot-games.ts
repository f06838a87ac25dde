import { calls } from '@his/shared/calls';
import { hotGamesIsPlatform, hotGamesPlatform } from '@his/shared/constants';
import type { Game, GameType } from '@his/shared/schemas/games';
import { callApi } from '@/lib/api.ts';

/** `GCSGAME_hotGamesV2` (SPEC §3 "Hot-game request"): hot games, of one category if given. */
export const loadHotGames = async (gameType?: GameType, signal?: AbortSignal): Promise<Game[]> => {
  const value = await callApi(calls.hotGames, {
    query: { isPlatform: hotGamesIsPlatform, platform: hotGamesPlatform, gameType },
    signal,
  });
  return value.list;
};
