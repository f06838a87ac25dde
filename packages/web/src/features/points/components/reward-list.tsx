import type { PointReward } from '@his/shared/schemas/points';
import { Button } from '@/components/ui/button.tsx';
import { hundredthsOf, usePointsText } from '../use-points-text.ts';
import styles from './points.module.css';

/**
 * The catalogue: picture, name, cost and stock of each reward. Redeem is offered when there is
 * stock, the member has the points and the payment password is set; the upstream checks all
 * three again.
 */
export const RewardList = ({
  rewards,
  balance,
  canPay,
  onRedeem,
}: {
  rewards: PointReward[];
  balance: string;
  canPay: boolean;
  onRedeem: (reward: PointReward) => void;
}) => {
  const { t, amount, language } = usePointsText();
  return (
    <section aria-labelledby="point-rewards" className={styles.section}>
      <h2 id="point-rewards">{t('rewards.title')}</h2>
      <ul className={styles.rewards}>
        {rewards.map((reward) => {
          const name = reward.name[language];
          const affordable = hundredthsOf(reward.cost) <= hundredthsOf(balance);
          return (
            <li key={reward.id} className={styles.reward}>
              <img src={reward.image} alt="" width={96} height={96} loading="lazy" />
              <h3>{name}</h3>
              <p className={styles.cost}>{t('rewards.cost', { points: amount(reward.cost) })}</p>
              <p className={styles.muted}>
                {reward.stock > 0
                  ? t('rewards.stock', { count: reward.stock })
                  : t('rewards.outOfStock')}
              </p>
              <Button
                variant="primary"
                disabled={!canPay || reward.stock < 1 || !affordable}
                aria-label={t('rewards.redeemOne', { name })}
                onClick={() => onRedeem(reward)}
              >
                {t('rewards.redeem')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
