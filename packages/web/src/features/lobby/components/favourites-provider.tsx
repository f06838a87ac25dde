import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { favouritesMachine } from '@his/machines/favourites';
import { Button } from '@/components/ui/button.tsx';
import { SessionActor } from '@/lib/actors.ts';
import { errorKey } from '@/lib/i18n.ts';
import { addFavourite } from '../api/add-favourite.ts';
import { loadFavouriteIds } from '../api/load-favourite-ids.ts';
import { removeFavourite } from '../api/remove-favourite.ts';
import { FavouritesActor } from '../favourites.actor.ts';
import { useViewer } from '../hooks/use-viewer.ts';
import styles from './favourites-provider.module.css';

const favouritesLogic = favouritesMachine.provide({
  actors: {
    loadIds: fromPromise(() => loadFavouriteIds()),
    addFavourite: fromPromise(({ input }) => addFavourite(input)),
    removeFavourite: fromPromise(({ input }) => removeFavourite(input)),
  },
});

/** Loads the ids when a real member logs in and drops them when that login ends. */
const SessionFollower = () => {
  const favourites = FavouritesActor.useActorRef();
  const viewer = useViewer();
  const account = SessionActor.useSelector((snapshot) => snapshot.context.member?.account ?? null);
  const member = viewer === 'member' ? account : null;
  useEffect(() => {
    favourites.send({ type: 'favourites.clear' });
    if (member) favourites.send({ type: 'favourites.load' });
  }, [member, favourites]);
  return null;
};

/**
 * A refused star change: its coded text, until dismissed or the next change. Ids that did not
 * load are no change of the player's: the stars just stay away.
 */
const FavouritesFailure = () => {
  const { t } = useTranslation();
  const favourites = FavouritesActor.useActorRef();
  const error = FavouritesActor.useSelector((snapshot) =>
    snapshot.hasTag('ready') && snapshot.hasTag('failed') ? snapshot.context.error : null,
  );
  if (!error) return null;
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.text}>
        <strong>{t('lobby.favourites.failed')}</strong> {t(errorKey(error))}
      </p>
      <Button variant="ghost" onClick={() => favourites.send({ type: 'error.dismiss' })}>
        {t('lobby.favourites.dismiss')}
      </Button>
    </div>
  );
};

/**
 * The app's favourites actor (SPEC §4 "Favourites"): ids load when the session becomes a real
 * member's and clear on logout; star clicks change them at once and the calls follow in order.
 */
export const FavouritesProvider = ({ children }: { children: ReactNode }) => {
  return (
    <FavouritesActor.Provider logic={favouritesLogic}>
      <SessionFollower />
      {children}
      <FavouritesFailure />
    </FavouritesActor.Provider>
  );
};
