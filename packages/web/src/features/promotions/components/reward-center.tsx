import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Reward, RewardCenter as RewardCenterData } from '@his/shared/schemas/promotions';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { AppActor } from '@/lib/actors.ts';
import { useLoad } from '@/lib/use-load.ts';
import { useMoneySubmission } from '@/lib/use-money-submission.ts';
import { claimReward } from '../api/claim-reward.ts';
import { loadRewardCenter } from '../api/load-reward-center.ts';
import { failureCode } from '../failure-code.ts';
import { usePromotionText } from '../use-promotion-text.ts';
import styles from './promotions.module.css';

const Wagering = ({ reward }: { reward: Reward }) => {
  const { t, money } = usePromotionText();
  if (!reward.wagering) return null;
  const { valid, required, done } = reward.wagering;
  return (
    <p className={styles.muted}>
      {done
        ? t('wagering.done')
        : t('wagering.progress', { valid: money(valid), required: money(required) })}
    </p>
  );
};

/** A waiting bonus with its claim: one attempt at a time, each under its own key. */
const WaitingReward = ({ reward, onClaimed }: { reward: Reward; onClaimed: () => void }) => {
  const { t, pick, money, day } = usePromotionText();
  const app = AppActor.useActorRef();
  const submission = useMoneySubmission(
    (rewardId: number, key: string) => claimReward(rewardId, key),
    () => {
      // The bonus reached the wallet: the header balance refreshes once, through the app chart.
      app.send({ type: 'balance.refresh' });
      onClaimed();
    },
  );
  const title = pick(reward.title);
  return (
    <li className={styles.reward}>
      <div>
        <p>{title}</p>
        <p className={styles.amount}>{money(reward.amount)}</p>
        <p className={styles.muted}>{t('rewards.approvedOn', { date: day(reward.createdAt) })}</p>
        <FormFailure code={submission.error === null ? null : failureCode(submission.error)} />
      </div>
      <Button
        variant="primary"
        aria-busy={submission.busy || undefined}
        disabled={submission.busy}
        aria-label={`${t('rewards.claim')}: ${title}`}
        onClick={() => void submission.submit(reward.id)}
      >
        {t('rewards.claim')}
      </Button>
    </li>
  );
};

const Lists = ({ center, onClaimed }: { center: RewardCenterData; onClaimed: () => void }) => {
  const { t, pick, money, day } = usePromotionText();
  return (
    <>
      <section className={styles.panel}>
        <h4>{t('rewards.waiting')}</h4>
        {center.waiting.length === 0 ? (
          <p className={styles.muted}>{t('rewards.none')}</p>
        ) : (
          <ul className={styles.rewards} aria-label={t('rewards.waiting')}>
            {center.waiting.map((reward) => (
              <WaitingReward key={reward.id} reward={reward} onClaimed={onClaimed} />
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <Link className={buttonClass('link')} to="/promotions">
            {t('rewards.browse')}
          </Link>
        </div>
      </section>
      <section className={styles.panel}>
        <h4>{t('rewards.history')}</h4>
        {center.history.length === 0 ? (
          <p className={styles.muted}>{t('rewards.noHistory')}</p>
        ) : (
          <ul className={styles.rewards} aria-label={t('rewards.history')}>
            {center.history.map((reward) => (
              <li key={reward.id} className={styles.reward}>
                <div>
                  <p>
                    {pick(reward.title)} · {t(`rewards.source.${reward.source}`)}
                  </p>
                  <p className={styles.muted}>
                    {t('rewards.claimedOn', { date: day(reward.claimedAt ?? reward.createdAt) })}
                  </p>
                  <Wagering reward={reward} />
                </div>
                <p className={styles.amount}>{money(reward.amount)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
};

/** One load of the center; a new `key` loads it again. */
const Loaded = ({
  initial,
  onReload,
}: {
  initial: RewardCenterData | null;
  onReload: () => void;
}) => {
  const { t } = usePromotionText();
  const loaded = useLoad((signal) =>
    initial ? Promise.resolve(initial) : loadRewardCenter(signal),
  );
  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') {
    return (
      <section className={styles.panel}>
        <p>{t('rewards.loadFailed')}</p>
        <FormFailure code={failureCode(loaded.error)} />
        <div className={styles.actions}>
          <Button onClick={onReload}>{t('rewards.retry')}</Button>
        </div>
      </section>
    );
  }
  return <Lists center={loaded.value} onClaimed={onReload} />;
};

/**
 * The member center's reward center (SPEC §2 rewardCenter): approved bonuses waiting to be
 * claimed, each claimed once through the platform (the list reloads after a claim), and the
 * claimed bonuses and raffle prizes with their wagering.
 */
export const RewardCenter = ({ initial }: { initial: RewardCenterData }) => {
  // The first data came with the page; each claim or retry loads it again (a new `key`).
  const [loads, setLoads] = useState(0);
  return (
    <Loaded
      key={loads}
      initial={loads === 0 ? initial : null}
      onReload={() => setLoads(loads + 1)}
    />
  );
};
