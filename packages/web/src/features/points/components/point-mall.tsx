import { useState } from 'react';
import type { PointReward } from '@his/shared/schemas/points';
import { Button } from '@/components/ui/button.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { SessionActor } from '@/lib/actors.ts';
import { useLoad } from '@/lib/use-load.ts';
import { paymentPasswordSet } from '../api/payment-password-set.ts';
import { pointBalance } from '../api/point-balance.ts';
import { pointConfig } from '../api/point-config.ts';
import { pointRewards } from '../api/point-rewards.ts';
import { redeemHistory } from '../api/redeem-history.ts';
import { usePointsText } from '../use-points-text.ts';
import { ConvertForm } from './convert-form.tsx';
import { RatesTable } from './rates-table.tsx';
import { RedeemDialog } from './redeem-dialog.tsx';
import { RedeemHistory } from './redeem-history.tsx';
import { RewardList } from './reward-list.tsx';
import styles from './points.module.css';

const loadMall = async (signal: AbortSignal) => {
  const [balance, config, rewards, history, passwordSet] = await Promise.all([
    pointBalance(signal),
    pointConfig(signal),
    pointRewards(signal),
    redeemHistory(signal),
    paymentPasswordSet(signal),
  ]);
  return { balance, config, rewards: rewards.list, history, passwordSet };
};

/**
 * A real member's points mall, as the upstream answers it: the balance, the catalogue, the
 * conversion, the rates and the history. `onChanged` reports a redemption or a conversion with
 * its line to show; the page then loads everything again (a new `key`).
 */
export const PointMall = ({
  onChanged,
  onRetry,
}: {
  onChanged: (notice: string, moneyMoved: boolean) => void;
  onRetry: () => void;
}) => {
  const { t, amount, language } = usePointsText();
  const session = SessionActor.useActorRef();
  const loaded = useLoad(loadMall);
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);
  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') {
    return (
      <div className={styles.section}>
        <p role="alert">{t('failed')}</p>
        <Button variant="primary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const { balance, config, rewards, history, passwordSet } = loaded.value;
  return (
    <>
      <section aria-labelledby="point-balance" className={styles.balance}>
        <h2 id="point-balance">{t('balance.label')}</h2>
        <dl className={styles.figures}>
          <div>
            <dt>{t('balance.available')}</dt>
            <dd data-testid="point-balance">{amount(balance.balance)}</dd>
          </div>
          <div>
            <dt>{t('balance.pending')}</dt>
            <dd>{amount(balance.pending)}</dd>
          </div>
          <div>
            <dt>{t('balance.earned')}</dt>
            <dd>{amount(balance.earned)}</dd>
          </div>
        </dl>
      </section>
      {!passwordSet && (
        <p role="note" className={styles.note}>
          {t('noPassword')}{' '}
          <Button
            variant="link"
            onClick={() =>
              session.send({ type: 'action.request', need: 'realAccount', action: 'memberCenter' })
            }
          >
            {t('openAccount')}
          </Button>
        </p>
      )}
      <RewardList
        rewards={rewards}
        balance={balance.balance}
        canPay={passwordSet}
        onRedeem={setRedeeming}
      />
      {passwordSet && (
        <ConvertForm
          config={config}
          balance={balance.balance}
          onConverted={(done) =>
            onChanged(
              t('convert.done', {
                points: amount(done.points),
                amount: amount(done.amount),
                currency: config.currency,
              }),
              true,
            )
          }
        />
      )}
      <RatesTable rates={config.rates} />
      <RedeemHistory history={history} />
      {redeeming && (
        <RedeemDialog
          reward={redeeming}
          name={redeeming.name[language]}
          onClose={() => setRedeeming(null)}
          onRedeemed={() => {
            setRedeeming(null);
            onChanged(t('redeem.done', { name: redeeming.name[language] }), false);
          }}
        />
      )}
    </>
  );
};
