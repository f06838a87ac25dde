import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '@/components/ui/icons.tsx';
import { formatMoney } from '@/lib/format-money.ts';
import { isInterfaceLanguage } from '@/lib/language.ts';
import { BalanceActor } from '@/lib/actors.ts';
import styles from './balance-panel.module.css';

/**
 * The header balance (SPEC §2): the app runs it while the member is on screen (a game page that
 * moved the wallet reloads it through the app chart); masks as `***`, refreshes with a
 * placeholder while the call runs. A 401 here ends the session through the api client.
 */
export const BalancePanel = () => {
  const running = BalanceActor.useOptionalActorRef() !== undefined;
  return running ? <BalanceView /> : null;
};

const BalanceView = () => {
  const { t, i18n } = useTranslation();
  const actor = BalanceActor.useActorRef();
  const snapshot = BalanceActor.useSelector((current) => current);
  const loading = snapshot.hasTag('loading');
  const hidden = snapshot.hasTag('hidden');
  const { balance } = snapshot.context;
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';

  const amount = hidden ? '***' : balance ? formatMoney(balance.sumBalance, language) : '—';

  return (
    <div className={styles.panel} role="group" aria-label={t('account.balance')}>
      <span className={styles.label} aria-hidden="true">
        {t('account.balance')}
      </span>
      {loading ? (
        <span className={styles.amount} data-testid="balance-loading" role="status">
          <span className={styles.placeholder} />
          <span className="visually-hidden">{t('account.updatingBalance')}</span>
        </span>
      ) : (
        <span className={styles.amount} data-testid="balance">
          {amount}
        </span>
      )}
      {balance && !hidden && !loading && (
        <span className={styles.currency}>{balance.currency}</span>
      )}
      {!loading && !balance && (
        <span className="visually-hidden">{t('account.balanceUnavailable')}</span>
      )}
      <Button
        variant="ghost"
        className={styles.iconButton}
        onClick={() => actor.send({ type: 'balance.toggle' })}
      >
        {hidden ? <EyeIcon /> : <EyeOffIcon />}
        <span className="visually-hidden">
          {hidden ? t('account.showBalance') : t('account.hideBalance')}
        </span>
      </Button>
      <Button
        variant="ghost"
        className={styles.iconButton}
        aria-disabled={loading}
        onClick={() => actor.send({ type: 'balance.refresh' })}
      >
        <RefreshIcon />
        <span className="visually-hidden">{t('account.refreshBalance')}</span>
      </Button>
    </div>
  );
};
