import { clientType, gameListPageSize, hotGamesPlatform } from '@his/shared/constants';
import type { Game } from '@his/shared/schemas/games';
import { callApi } from '@/lib/api.ts';

/** `MCSFE_getFavoriteGamesList`: the member's favourite games, newest first (one page). */
export const loadFavouriteGames = async (signal?: AbortSignal): Promise<Game[]> => {
  const value = await callApi('favouriteList', {
    query: { clientType, platform: hotGamesPlatform, pageNo: 1, pageSize: gameListPageSize },
    signal,
  });
  return value.content;
};
