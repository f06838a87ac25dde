import { useId, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { formatMoney } from '@/lib/format-money.ts';
import { isInterfaceLanguage } from '@/lib/language.ts';
import { loadWinnerBoard } from '../api/load-winner-board.ts';
import { useLoad } from '@/lib/use-load.ts';
import { TrophyIcon } from './lobby-icons.tsx';
import styles from './board.module.css';

const WinnerList = ({ titleId, onRetry }: { titleId: string; onRetry: () => void }) => {
  const { t, i18n } = useTranslation();
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  const winners = useLoad(loadWinnerBoard);
  if (winners.status === 'loading') {
    return <p className={styles.note}>{t('lobby.rail.loading')}</p>;
  }
  if (winners.status === 'failed') {
    return (
      <div className={styles.note}>
        <p>{t('lobby.rail.failed')}</p>
        <Button onClick={onRetry}>{t('lobby.retry')}</Button>
      </div>
    );
  }
  if (winners.value.length === 0)
    return <p className={styles.note}>{t('lobby.home.winnersEmpty')}</p>;
  return (
    // A scrolling region is reachable by keyboard (WCAG 2.1.1).
    <ol className={styles.list} aria-labelledby={titleId} tabIndex={0}>
      {winners.value.map((winner, index) => (
        <li key={`${winner.time}-${winner.nodeId}-${index}`} className={styles.row}>
          <img
            className={styles.icon}
            src={winner.iconUrl}
            alt=""
            width={44}
            height={44}
            loading="lazy"
          />
          <span className={styles.text}>
            <span className={styles.who}>
              {t('lobby.home.winner', { name: winner.customerName, game: winner.displayName })}
            </span>
          </span>
          <span className={styles.amount}>{formatMoney(winner.winAmount, language)}</span>
        </li>
      ))}
    </ol>
  );
};

/** The latest big wins (`ODSFE2_getWinnerBoard`, 20), names masked by the platform. */
export const WinnerBoard = () => {
  const { t } = useTranslation();
  const titleId = useId();
  const [attempt, retry] = useReducer((count: number) => count + 1, 0);
  return (
    <section className={styles.board} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <span className={styles.badge} aria-hidden="true">
          <TrophyIcon />
        </span>
        {t('lobby.home.winners')}
      </h2>
      <WinnerList key={attempt} titleId={titleId} onRetry={retry} />
    </section>
  );
};
