import { useId, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { formatMoney } from '@/lib/format-money.ts';
import { isInterfaceLanguage } from '@/lib/language.ts';
import { loadJackpots } from '../api/load-jackpots.ts';
import { useLoad } from '@/lib/use-load.ts';
import { useVendorNames } from '../hooks/use-vendor-names.ts';
import type { Jackpot } from '../api/load-jackpots.ts';
import styles from './board.module.css';

const JackpotRow = ({
  jackpot,
  amount,
  vendorName,
}: {
  jackpot: Jackpot;
  amount: string;
  vendorName: string;
}) => (
  <li className={styles.row}>
    <img
      className={styles.icon}
      src={jackpot.iconUrl}
      alt=""
      width={44}
      height={44}
      loading="lazy"
    />
    <span className={styles.text}>
      <span className={styles.who}>{jackpot.displayName}</span>
      <span className={styles.vendor}>{vendorName}</span>
    </span>
    <span className={[styles.amount, styles.jackpot].join(' ')}>{amount}</span>
  </li>
);

const Jackpots = ({ titleId, onRetry }: { titleId: string; onRetry: () => void }) => {
  const { t, i18n } = useTranslation();
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  const jackpots = useLoad(loadJackpots);
  const vendorName = useVendorNames();
  if (jackpots.status === 'loading') {
    return <p className={styles.note}>{t('lobby.rail.loading')}</p>;
  }
  if (jackpots.status === 'failed') {
    return (
      <div className={styles.note}>
        <p>{t('lobby.rail.failed')}</p>
        <Button onClick={onRetry}>{t('lobby.retry')}</Button>
      </div>
    );
  }
  if (jackpots.value.length === 0) {
    return <p className={styles.note}>{t('lobby.home.jackpotsEmpty')}</p>;
  }
  return (
    // A scrolling region is reachable by keyboard (WCAG 2.1.1).
    <ol className={styles.list} aria-labelledby={titleId} tabIndex={0}>
      {jackpots.value.map((jackpot) => (
        <JackpotRow
          key={jackpot.nodeId}
          jackpot={jackpot}
          amount={formatMoney(jackpot.amount, language)}
          vendorName={vendorName(jackpot.vassalage)}
        />
      ))}
    </ol>
  );
};

/** The jackpot pools on show (`VIS_getJackpot`, 50), amounts in the reader's format. */
export const JackpotList = () => {
  const { t } = useTranslation();
  const titleId = useId();
  const [attempt, retry] = useReducer((count: number) => count + 1, 0);
  return (
    <section className={[styles.board, styles.gold].join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <span className={styles.badge} aria-hidden="true">
          ★
        </span>
        {t('lobby.home.jackpots')}
      </h2>
      <Jackpots key={attempt} titleId={titleId} onRetry={retry} />
    </section>
  );
};
