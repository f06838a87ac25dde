import { clientType, hotGamesPlatform } from '@his/shared/constants';
import type { GameListQuery, GamePage } from '@his/shared/schemas/games';
import { callApi } from '@/lib/api.ts';

/** `GCSGAME_gameList`: one page of games matching the lobby's filters (desktop client). */
export const loadGames = (query: GameListQuery, signal?: AbortSignal): Promise<GamePage> =>
  callApi('gameList', {
    query: { clientType, platform: hotGamesPlatform, ...query },
    signal,
  });
