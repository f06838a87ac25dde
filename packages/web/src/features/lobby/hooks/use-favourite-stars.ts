import { useMemo } from 'react';
import type { Game } from '@his/shared/schemas/games';
import { FavouritesActor, SessionActor } from '@/lib/actors.ts';
import { useViewer } from '@/lib/viewer.ts';

export interface FavouriteStars {
  /** A game's star: pressed or not; null while a member's favourites load (no star yet). */
  pressed: (game: Game) => boolean | null;
  toggle: (game: Game) => void;
}

/**
 * The favourite stars of a list's games, read once for the list. A real member's press changes
 * the favourites at once; a visitor's or a trial account's press asks the session, which opens
 * the login popup or shows the real-account warning (SPEC §5 access rules).
 */
export const useFavouriteStars = (): FavouriteStars => {
  const viewer = useViewer();
  const session = SessionActor.useActorRef();
  const favourites = FavouritesActor.useActorRef();
  const ready = FavouritesActor.useSelector((snapshot) => snapshot.hasTag('ready'));
  const ids = FavouritesActor.useSelector((snapshot) => snapshot.context.ids);
  return useMemo((): FavouriteStars => {
    if (viewer !== 'member') {
      return {
        pressed: () => false,
        toggle: () =>
          session.send({ type: 'action.request', need: 'realAccount', action: 'favourite' }),
      };
    }
    const favoured = new Set(ids);
    return {
      pressed: (game) => (ready ? favoured.has(game.nodeId) : null),
      toggle: (game) => {
        const input = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
        favourites.send(
          favoured.has(game.nodeId)
            ? { type: 'favourite.remove', ...input }
            : { type: 'favourite.add', ...input },
        );
      },
    };
  }, [viewer, session, favourites, ready, ids]);
};
