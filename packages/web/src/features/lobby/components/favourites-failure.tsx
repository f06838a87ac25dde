import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { FavouritesActor } from '@/lib/actors.ts';
import { errorKey } from '@/lib/i18n.ts';
import styles from './favourites-failure.module.css';

/**
 * A refused star change of the favourites the app runs (SPEC §4 "Favourites": ids load when a
 * real member is on screen and clear when the session ends, by the app chart; star clicks change
 * them at once and the calls follow in order): its coded text, until dismissed or the next
 * change. Ids that did not load are no change of the player's: the stars just stay away.
 */
export const FavouritesFailure = () => {
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
