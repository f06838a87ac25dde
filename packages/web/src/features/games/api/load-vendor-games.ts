import { clientType, hotGamesPlatform } from '@his/shared/constants';
import type { Game, GameType } from '@his/shared/schemas/games';
import { callApi } from '@/lib/api.ts';

/** The most games one list page may hold (the registry's `pageSize` limit). */
const popupPageSize = 100;

/**
 * `GCSGAME_gameList` of one vendor: the games the game popup of a VASSALAGE vendor lists.
 * A vendor's catalogue fits in one page of the largest size the platform allows.
 */
export const loadVendorGames = (
  input: { vassalage: string; gameType: GameType },
  signal?: AbortSignal,
): Promise<Game[]> =>
  callApi('gameList', {
    query: {
      clientType,
      platform: hotGamesPlatform,
      vassalage: input.vassalage,
      gameType: input.gameType,
      pageNo: 1,
      pageSize: popupPageSize,
    },
    signal,
  }).then((page) => page.games);
