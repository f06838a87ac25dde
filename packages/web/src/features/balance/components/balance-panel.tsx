import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { balanceMachine } from '@his/machines/balance';
import { Button } from '@/components/ui/button.tsx';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '@/components/ui/icons.tsx';
import { formatMoney } from '@/lib/format-money.ts';
import { isLanguage } from '@/lib/language.ts';
import { useUiAction } from '@/lib/ui-actions.ts';
import { loadBalance } from '../api/load-balance.ts';
import styles from './balance-panel.module.css';
import { flowInspect } from '@/lib/flow-inspection.ts';

const balanceLogic = balanceMachine.provide({
  actors: { loadBalance: fromPromise(() => loadBalance()) },
});

/**
 * The header balance (SPEC §2): loads when the member logs in, masks as `***`, refreshes with a
 * placeholder while the call runs. A 401 here ends the session through the api client.
 */
export const BalancePanel = () => {
  const { t, i18n } = useTranslation();
  const [snapshot, send] = useMachine(balanceLogic, { inspect: flowInspect });
  // A game or lottery page moved the wallet: leaving it reloads the amount.
  useUiAction('balanceRefresh', () => send({ type: 'balance.refresh' }));
  const loading = snapshot.hasTag('loading');
  const hidden = snapshot.hasTag('hidden');
  const { balance } = snapshot.context;
  const language = isLanguage(i18n.language) ? i18n.language : 'EN';

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
        onClick={() => send({ type: 'balance.toggle' })}
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
        onClick={() => send({ type: 'balance.refresh' })}
      >
        <RefreshIcon />
        <span className="visually-hidden">{t('account.refreshBalance')}</span>
      </Button>
    </div>
  );
};
