import { useSelector } from '@xstate/react';
import type { PromotionDetail } from '@his/shared/schemas/promotions';
import { Button } from '@/components/ui/button.tsx';
import { AppActor } from '@/lib/actors.ts';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import type { RewardView } from '@his/machines/promotion-application';
import { usePromotionApplication } from '../promotion-application.actor.ts';
import { usePromotionText } from '../use-promotion-text.ts';
import { ApplicationForm } from './application-form.tsx';
import styles from './promotions.module.css';

const Wagering = ({ reward }: { reward: RewardView | null }) => {
  const { t, money } = usePromotionText();
  if (!reward?.wagering) return null;
  const { valid, required, done } = reward.wagering;
  return (
    <p>
      {done
        ? t('wagering.done')
        : t('wagering.progress', { valid: money(valid), required: money(required) })}
    </p>
  );
};

/**
 * What the member can do in a promotion, as the `promotionApplication` chart says: apply, wait
 * for the review, apply again, claim the bonus, draw the raffle or join the event. It shows the
 * chart's state and sends what the member did; the chart and the platform decide.
 */
export const PromotionActions = ({
  promotion,
  attemptKey,
}: {
  promotion: PromotionDetail;
  attemptKey: string;
}) => {
  const { t, money, day } = usePromotionText();
  const app = AppActor.useActorRef();
  const actor = usePromotionApplication(
    {
      promotionId: promotion.id,
      kind: promotion.kind,
      status: promotion.status,
      reward: promotion.reward && {
        id: promotion.reward.id,
        amount: promotion.reward.amount,
        wagering: promotion.reward.wagering,
      },
      attemptKey,
    },
    () => app.send({ type: 'balance.refresh' }),
  );
  const snapshot = useSelector(actor, (state) => state);
  const { reward, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const send = (
    type:
      | 'status.refresh'
      | 'application.again'
      | 'reward.claim'
      | 'raffle.draw'
      | 'event.join'
      | 'retry',
  ) => actor.send({ type });

  if (snapshot.hasTag('form')) return <ApplicationForm actor={actor} />;
  const failed = snapshot.hasTag('failed');
  return (
    <section className={styles.panel} aria-live="polite">
      {snapshot.matches('applying') && <p role="status">{t('state.applying')}</p>}
      {snapshot.matches('rejected') && <p role="status">{t('state.rejected')}</p>}
      {(snapshot.matches('claimable') || snapshot.matches('claiming')) && reward && (
        <p role="status">{t('state.claimable', { amount: money(reward.amount) })}</p>
      )}
      {snapshot.matches('claimed') && reward && (
        <p role="status">{t('state.claimed', { amount: money(reward.amount) })}</p>
      )}
      {(snapshot.matches('raffle') || snapshot.matches('drawing')) && <p>{t('state.raffle')}</p>}
      {snapshot.matches('drawn') && reward && (
        <p role="status">{t('state.drawn', { amount: money(reward.amount) })}</p>
      )}
      {(snapshot.matches('event') || snapshot.matches('joining')) && <p>{t('state.event')}</p>}
      {snapshot.matches('joined') && <p role="status">{t('state.joined')}</p>}
      {snapshot.matches('unavailable') && (
        <p role="status">
          {promotion.status === 'comingSoon'
            ? t('state.comingSoon', { date: day(promotion.startsAt) })
            : t('state.closed')}
        </p>
      )}
      {(snapshot.matches('claimed') || snapshot.matches('drawn')) && <Wagering reward={reward} />}
      <FormFailure code={failed ? error : null} />
      <div className={styles.actions}>
        {snapshot.matches('applying') && (
          <Button onClick={() => send('status.refresh')}>{t('state.refresh')}</Button>
        )}
        {snapshot.matches('claimed') && (
          <Button onClick={() => send('status.refresh')}>{t('state.refresh')}</Button>
        )}
        {snapshot.matches('rejected') && (
          <Button variant="primary" onClick={() => send('application.again')}>
            {t('state.applyAgain')}
          </Button>
        )}
        {snapshot.matches('claimable') && (
          <Button variant="primary" onClick={() => send('reward.claim')}>
            {t('state.claim')}
          </Button>
        )}
        {snapshot.matches('raffle') && (
          <Button variant="primary" onClick={() => send('raffle.draw')}>
            {t('state.draw')}
          </Button>
        )}
        {snapshot.matches('event') && (
          <Button variant="primary" onClick={() => send('event.join')}>
            {t('state.join')}
          </Button>
        )}
        {busy && (
          <Button variant="primary" aria-busy="true" disabled>
            {t('state.working')}
          </Button>
        )}
        {failed && (
          <Button variant="primary" onClick={() => send('retry')}>
            {t('form.retry')}
          </Button>
        )}
      </div>
    </section>
  );
};
