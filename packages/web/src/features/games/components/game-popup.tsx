import { useTranslation } from 'react-i18next';
import { targetNameOf } from '@his/machines/game-launch';
import { Dialog } from '@/components/ui/dialog.tsx';
import { GameLaunchActor } from '../game-launch.actor.ts';
import styles from './game-popup.module.css';

/** Thumbnail size of a popup entry (the platform's square game icons). */
const iconSize = 64;

/**
 * The SPEC's "game popup": the games of a VASSALAGE vendor, each launching through the same
 * gameLaunch actor. Shown while the list loads and while the player chooses.
 */
export const GamePopup = () => {
  const { t } = useTranslation();
  const launcher = GameLaunchActor.useActorRef();
  const open = GameLaunchActor.useSelector(
    (snapshot) => snapshot.hasTag('loadingPopup') || snapshot.hasTag('choosingGame'),
  );
  const loading = GameLaunchActor.useSelector((snapshot) => snapshot.hasTag('loadingPopup'));
  const games = GameLaunchActor.useSelector((snapshot) => snapshot.context.popupGames);
  const vendor = GameLaunchActor.useSelector((snapshot) =>
    snapshot.context.target ? targetNameOf(snapshot.context.target) : '',
  );
  if (!open) return null;
  const close = () => launcher.send({ type: 'popup.close' });
  return (
    <Dialog
      title={t('games.popup.title', { vendor })}
      width={760}
      height={360}
      closeLabel={t('modal.close')}
      onDismiss={close}
      onClose={close}
    >
      {loading ? (
        <p className={styles.note} role="status">
          {t('games.popup.loading')}
        </p>
      ) : games.length === 0 ? (
        <p className={styles.note}>{t('games.popup.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('games.popup.listLabel', { vendor })}>
          {games.map((game) => (
            <li key={game.nodeId}>
              <button
                type="button"
                className={styles.entry}
                onClick={() => launcher.send({ type: 'popup.choose', game })}
              >
                <img
                  className={styles.icon}
                  src={game.iconUrl}
                  alt=""
                  width={iconSize}
                  height={iconSize}
                  loading="lazy"
                  decoding="async"
                />
                <span className={styles.name}>{game.displayName}</span>
                {game.maintenance && (
                  <span className={styles.badge}>{t('games.maintenanceBadge')}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
};
