import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@his/shared/schemas/withdraw';
import { Button } from '@/components/ui/button.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { formatAmount, formatMoment } from '../format.ts';
import type { WithdrawalsPage } from '../wallet-data.ts';
import styles from './wallet.module.css';

/**
 * The player's withdrawals a page at a time, newest first, each with its status timeline
 * (status, time, reason); the records' pager under them when there is more than one page.
 */
export const WithdrawalList = ({
  withdrawals: { list: withdrawals, page, pageSize, total },
  onConfirm,
  onPage,
}: {
  withdrawals: WithdrawalsPage;
  onConfirm: (withdrawal: Withdrawal) => void;
  onPage: (page: number) => void;
}) => {
  const { t, i18n } = useTranslation('memberCenter');
  return (
    <section className={styles.section} aria-labelledby="wallet-withdrawals">
      <h4 id="wallet-withdrawals">{t('wallet.history.title')}</h4>
      {withdrawals.length === 0 ? (
        <p className={styles.hint}>{t('wallet.history.none')}</p>
      ) : (
        <ul className={styles.list}>
          {withdrawals.map((withdrawal) => (
            <li key={withdrawal.id} className={styles.card} data-withdrawal={withdrawal.id}>
              <div>
                <strong>
                  {formatAmount(withdrawal.amount)} · {t(`wallet.status.${withdrawal.status}`)}
                </strong>
                <span className={styles.hint}>
                  {t('wallet.history.card', {
                    bank: withdrawal.bankCard.bankName,
                    card: withdrawal.bankCard.accountNumberMasked,
                  })}
                </span>
                <ol
                  className={styles.timeline}
                  aria-label={t('wallet.history.timeline', { id: withdrawal.id })}
                >
                  {withdrawal.timeline.map((step, index) => (
                    <li key={`${index}-${step.status}`}>
                      {t(`wallet.status.${step.status}`)} ·{' '}
                      <time dateTime={new Date(step.at).toISOString()}>
                        {formatMoment(step.at, i18n.language)}
                      </time>
                      {step.reason && ` · ${step.reason}`}
                    </li>
                  ))}
                </ol>
              </div>
              {withdrawal.status === 'released' && withdrawal.deadline !== null && (
                <div>
                  <Button variant="primary" onClick={() => onConfirm(withdrawal)}>
                    {t('wallet.history.confirm')}
                  </Button>
                  <span className={styles.hint}>
                    {t('wallet.history.confirmBy', {
                      time: formatMoment(withdrawal.deadline, i18n.language),
                    })}
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={pageSize} total={total} onPage={onPage} />
    </section>
  );
};
