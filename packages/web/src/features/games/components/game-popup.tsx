import { useTranslation } from 'react-i18next';
import { GameLaunchActor } from '@/lib/actors.ts';
import { LaunchChoiceDialog } from './launch-choice-dialog.tsx';
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
  const games = GameLaunchActor.useSelector((snapshot) => snapshot.context.popupGames);
  return (
    <LaunchChoiceDialog
      loadingTag="loadingPopup"
      choosingTag="choosingGame"
      closeEvent="popup.close"
      title={(vendor) => t('games.popup.title', { vendor })}
      loadingText={t('games.popup.loading')}
      width={760}
    >
      {(name) =>
        games.length === 0 ? (
          <p className={styles.note}>{t('games.popup.empty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('games.popup.listLabel', { vendor: name })}>
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
        )
      }
    </LaunchChoiceDialog>
  );
};
