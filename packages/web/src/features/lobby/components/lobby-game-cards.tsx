import { useCallback } from 'react';
import type { Game } from '@his/shared/schemas/games';
import { useFavouriteStars } from '../hooks/use-favourite-stars.ts';
import { useVendorNames } from '../hooks/use-vendor-names.ts';
import { useOpenTarget } from '../open-target.ts';
import { firstScreenCards, GameCard } from './game-card.tsx';

interface LobbyGameCardsProps {
  /** The games to render now: a list renders its first screen's at once and the rest later
   * (`useProgressiveCount`), and knows what it has shown (the grid asks for more only then). */
  games: readonly Game[];
  /** The class of each card's list item (the grid's cell, a rail's item). */
  itemClassName: string | undefined;
}

/**
 * A list's game cards wired to the app: opening launches through the page, the star to
 * favourites. The wiring (favourites, vendor names, the page's launch) is read once for the
 * list, not once per card, and a card renders again only when its own props change. The first
 * screen's cards load their images at once.
 */
export const LobbyGameCards = ({ games, itemClassName }: LobbyGameCardsProps) => {
  const open = useOpenTarget();
  const stars = useFavouriteStars();
  const vendorName = useVendorNames();
  const openGame = useCallback((game: Game) => open({ kind: 'game', game }), [open]);
  return games.map((game, index) => (
    <li key={game.nodeId} className={itemClassName}>
      <GameCard
        game={game}
        vendorName={vendorName(game.vassalage)}
        favourite={stars.pressed(game)}
        onOpen={openGame}
        onFavourite={stars.toggle}
        eager={index < firstScreenCards}
      />
    </li>
  ));
};
