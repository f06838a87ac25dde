import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RebateClaimResult } from '@his/shared/schemas/rebate';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-failure.tsx';
import { AppActor } from '@/lib/actors.ts';
import { ApiError } from '@/lib/api.ts';
import { errorKey } from '@/lib/i18n.ts';
import { useMoneySubmission } from '@/lib/use-money-submission.ts';
import { claimRebate } from '../api/claim-rebate.ts';
import { isNamedCategory } from '../category-name.ts';
import { loadCashback, type CashbackStart } from '../load-cashback.ts';
import { useMoney } from '../use-money.ts';
import { ClaimHistory } from './claim-history.tsx';
import styles from './cashback.module.css';

/**
 * Cashback: the rebate due since the last claim per category, the claim, the claim history. A
 * claim refreshes the header balance once, through the app chart, and reads the page again.
 */
export const CashbackPage = ({ initial }: { initial: CashbackStart }) => {
  const { t } = useTranslation('memberCenter');
  const { t: tSite } = useTranslation();
  const { money, moment } = useMoney();
  const app = AppActor.useActorRef();
  const [data, setData] = useState(initial);
  const [claimed, setClaimed] = useState<RebateClaimResult | null>(null);
  const [reloadFailed, setReloadFailed] = useState(false);
  const reload = async () => {
    try {
      setData(await loadCashback());
      setReloadFailed(false);
    } catch {
      setReloadFailed(true);
    }
  };
  const attempt = useMoneySubmission(claimRebate, (result: RebateClaimResult) => {
    setClaimed(result);
    app.send({ type: 'balance.refresh' });
    void reload();
  });
  const { due, history } = data;
  const nothingDue = due.amount === '0.00';
  const code = attempt.error instanceof ApiError ? attempt.error.code : 'internal.error';
  return (
    <div className={styles.page}>
      <p className={styles.muted}>{t('cashback.intro')}</p>
      <section aria-labelledby="cashback-due" className={styles.section}>
        <h4 id="cashback-due">{t('cashback.due')}</h4>
        <p className={styles.muted}>
          {due.lastClaimAt === null
            ? t('cashback.sinceStart')
            : t('cashback.since', { time: moment(due.lastClaimAt) })}
        </p>
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('cashback.category')}</th>
                <th scope="col">{t('cashback.validBet')}</th>
                <th scope="col">{t('cashback.rate')}</th>
                <th scope="col">{t('cashback.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {due.categories.map((row) => (
                <tr key={row.category}>
                  <th scope="row">
                    {isNamedCategory(row.category)
                      ? t(`cashback.categories.${row.category}`)
                      : row.category}
                  </th>
                  <td>{money(row.validBet)}</td>
                  <td>{t('cashback.ratePercent', { rate: row.rate })}</td>
                  <td>{money(row.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('cashback.total')}</th>
                <td>{money(due.validBet)}</td>
                <td />
                <td data-testid="cashback-due">{money(due.amount)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        {nothingDue ? (
          <p className={styles.muted}>{t('cashback.nothing')}</p>
        ) : (
          <Button
            variant="primary"
            disabled={attempt.busy}
            aria-busy={attempt.busy}
            onClick={() => void attempt.submit({})}
          >
            {attempt.busy
              ? t('cashback.claiming')
              : t('cashback.claim', { amount: money(due.amount), currency: due.currency })}
          </Button>
        )}
        {attempt.error !== null && <FormAlert>{tSite(errorKey(code))}</FormAlert>}
        {claimed && (
          <p role="status" className={styles.done}>
            {t('cashback.claimed', {
              amount: money(claimed.claim.amount),
              currency: due.currency,
            })}
          </p>
        )}
        {reloadFailed && (
          <p role="alert">
            {t('cashback.failed')}{' '}
            <Button variant="link" onClick={() => void reload()}>
              {t('cashback.retry')}
            </Button>
          </p>
        )}
      </section>
      <ClaimHistory history={history} />
    </div>
  );
};
