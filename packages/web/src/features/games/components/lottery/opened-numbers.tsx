import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '@his/shared/schemas/lottery';
import { formatDrawTime } from '../../format-time.ts';
import styles from './lottery.module.css';

/**
 * The latest draws, newest first: game, draw number, time, the special prize (its last two
 * digits settle 2-digit bets) and the other numbers. The table scrolls sideways on a phone.
 */
export const OpenedNumbers = ({ draws }: { draws: readonly LotteryDraw[] }) => {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  if (draws.length === 0) return <p className={styles.note}>{t('games.lottery.noResults')}</p>;
  return (
    <div
      className={styles.tableScroll}
      role="region"
      aria-labelledby={captionId}
      // A scrolling region must be reachable by keyboard to scroll it.
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={captionId} className="visually-hidden">
          {t('games.lottery.resultsCaption', { count: draws.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('games.lottery.game')}</th>
            <th scope="col">{t('games.lottery.draw')}</th>
            <th scope="col">{t('games.lottery.drawTime')}</th>
            <th scope="col">{t('games.lottery.special')}</th>
            <th scope="col">{t('games.lottery.numbers')}</th>
          </tr>
        </thead>
        <tbody>
          {draws.map((draw) => (
            <tr key={`${draw.gameCode}:${draw.numero}`}>
              <th scope="row">{draw.gameName}</th>
              <td>{draw.numero}</td>
              <td>{formatDrawTime(draw.drawTime, i18n.language, true)}</td>
              <td>
                <span className={styles.special}>{draw.numbers[0]}</span>
              </td>
              <td className={styles.numbers}>{draw.numbers.slice(1).join(' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

/** A placeholder of the table's first rows while the draws load. */
export const OpenedNumbersPlaceholder = () => {
  const { t } = useTranslation();
  return (
    <div className={`${styles.tableScroll} ${styles.tablePlaceholder}`} aria-busy="true">
      <span className="visually-hidden">{t('games.lottery.loading')}</span>
    </div>
  );
};
