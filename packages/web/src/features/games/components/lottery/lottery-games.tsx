import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LotteryGame } from '@his/shared/schemas/lottery';
import { formatDrawTime } from '../../format-time.ts';
import { lotteryGamePath } from '../../lottery-modes.ts';
import styles from './lottery.module.css';

const iconSize = 56;

/** Lottery games as cards, each opening its betting page (`/lottery?gameCode=&playType=`). */
export const LotteryGames = ({ games }: { games: readonly LotteryGame[] }) => {
  const { t, i18n } = useTranslation();
  if (games.length === 0) return <p className={styles.note}>{t('games.lottery.noGames')}</p>;
  return (
    <ul className={styles.games}>
      {games.map((game) => (
        <li key={game.gameCode}>
          <Link className={styles.game} to={lotteryGamePath(game)}>
            <img
              className={styles.icon}
              src={game.iconUrl}
              alt=""
              width={iconSize}
              height={iconSize}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.gameText}>
              <span className={styles.gameName}>{game.gameName}</span>
              <span className={styles.meta}>
                {t('games.lottery.nextDraw', {
                  time: formatDrawTime(game.nextDrawTime, i18n.language),
                })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
};

/** Placeholder cards of the final size while the games load. */
export const LotteryGamesPlaceholder = ({ count = 6 }: { count?: number }) => {
  const { t } = useTranslation();
  return (
    <ul className={styles.games} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <span className={`${styles.game} ${styles.skeleton}`}>
            {index === 0 && <span className="visually-hidden">{t('games.lottery.loading')}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
};
