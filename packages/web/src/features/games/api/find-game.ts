import { clientType, hotGamesPlatform } from '@his/shared/constants';
import type { Game, GameType } from '@his/shared/schemas/games';
import { ApiError, callApi } from '@/lib/api.ts';

/** What the `/game` address keeps of a launched game. */
export interface GameAddress {
  nodeId: string | null;
  gameId: string | null;
  vassalage: string;
  gameType: GameType;
  /** The PVP room the game was launched at: a reload sits at the same table. */
  roomId: string | null;
}

const pageSize = 100;

const matches = (game: Game, address: GameAddress): boolean =>
  address.nodeId !== null ? game.nodeId === address.nodeId : game.gameId === address.gameId;

/**
 * The game a `/game` address names, looked up in its vendor's list (`GCSGAME_gameList`) page by
 * page: a reloaded game page launches it again with every field the checks read (maintenance,
 * free play), at the room it was launched at. Rejects with `not.found` when the vendor no longer
 * lists it.
 */
export const findGame = async (address: GameAddress, signal?: AbortSignal): Promise<Game> => {
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await callApi('gameList', {
      query: {
        clientType,
        platform: hotGamesPlatform,
        vassalage: address.vassalage,
        gameType: address.gameType,
        pageNo,
        pageSize,
      },
      signal,
    });
    const game = page.games.find((candidate) => matches(candidate, address));
    if (game) return address.roomId === null ? game : { ...game, roomId: address.roomId };
    if (pageNo >= page.totalPages) throw new ApiError('not.found', 404);
  }
};
