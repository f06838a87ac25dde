import type { Game } from '@his/shared/schemas/games';
import { isFavourite } from '@his/machines/favourites';
import { SessionActor } from '@/lib/actors.ts';
import { FavouritesActor } from '@/lib/actors.ts';
import { useViewer } from '@/lib/viewer.ts';

export interface FavouriteStar {
  /** The star's pressed state; null while a member's favourites load (no star yet). */
  pressed: boolean | null;
  toggle: () => void;
}

/**
 * The favourite star of one game. A real member's press changes the favourites at once; a
 * visitor's or a trial account's press asks the session, which opens the login popup or shows
 * the real-account warning (SPEC §5 access rules).
 */
export const useFavouriteStar = (game: Game): FavouriteStar => {
  const viewer = useViewer();
  const session = SessionActor.useActorRef();
  const favourites = FavouritesActor.useActorRef();
  const ready = FavouritesActor.useSelector((snapshot) => snapshot.hasTag('ready'));
  const favoured = FavouritesActor.useSelector((snapshot) => isFavourite(snapshot, game.nodeId));
  if (viewer !== 'member') {
    return {
      pressed: false,
      toggle: () =>
        session.send({ type: 'action.request', need: 'realAccount', action: 'favourite' }),
    };
  }
  const input = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
  return {
    pressed: ready ? favoured : null,
    toggle: () =>
      favourites.send(
        favoured ? { type: 'favourite.remove', ...input } : { type: 'favourite.add', ...input },
      ),
  };
};
