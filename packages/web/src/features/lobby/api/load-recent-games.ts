import { clientType, gameListNextPageSize } from '@his/shared/constants';
import type { Game } from '@his/shared/schemas/games';
import { callApi } from '@/lib/api.ts';

/** `GCS_recentGame`: what the member played last, most recent first. */
export const loadRecentGames = async (signal?: AbortSignal): Promise<Game[]> => {
  const value = await callApi('recentGames', {
    query: { page: 1, pageSize: gameListNextPageSize, clientType },
    signal,
  });
  return value.list;
};
