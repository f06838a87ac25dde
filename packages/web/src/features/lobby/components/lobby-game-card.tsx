import type { Game } from '@his/shared/schemas/games';
import { useFavouriteStar } from '../hooks/use-favourite-star.ts';
import { useVendorName } from '../hooks/use-vendor-name.ts';
import { useOpenTarget } from '../open-target.ts';
import { GameCard } from './game-card.tsx';

/** A game card wired to the app: opening launches through the page, the star to favourites. */
export const LobbyGameCard = ({ game, eager }: { game: Game; eager?: boolean }) => {
  const open = useOpenTarget();
  const star = useFavouriteStar(game);
  const vendorName = useVendorName(game.vassalage);
  return (
    <GameCard
      game={game}
      vendorName={vendorName}
      favourite={star.pressed}
      onOpen={() => open({ kind: 'game', game })}
      onFavourite={star.toggle}
      eager={eager}
    />
  );
};
