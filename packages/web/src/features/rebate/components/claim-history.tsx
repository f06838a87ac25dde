import { useTranslation } from 'react-i18next';
import type { RebateHistory } from '@his/shared/schemas/rebate';
import { useMoney } from '../use-money.ts';
import styles from './cashback.module.css';

/** The member's claims, newest first: when, the valid bet it covered and what it paid. */
export const ClaimHistory = ({ history }: { history: RebateHistory }) => {
  const { t } = useTranslation('memberCenter');
  const { money, moment } = useMoney();
  return (
    <section aria-labelledby="cashback-history" className={styles.section}>
      <h4 id="cashback-history">{t('cashback.history')}</h4>
      {history.list.length === 0 ? (
        <p className={styles.muted}>{t('cashback.historyEmpty')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('cashback.claimedAt')}</th>
                <th scope="col">{t('cashback.validBet')}</th>
                <th scope="col">{t('cashback.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {history.list.map((claim) => (
                <tr key={claim.id}>
                  <th scope="row">{moment(claim.claimedAt)}</th>
                  <td>{money(claim.validBet)}</td>
                  <td>{money(claim.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};
