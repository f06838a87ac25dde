import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { trialAccountType } from '@his/shared/constants';
import type { PromotionDetail } from '@his/shared/schemas/promotions';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { site } from '@/config/site.ts';
import { SessionActor } from '@/lib/actors.ts';
import { useChunk } from '@/lib/use-chunk.ts';
import { useLoad } from '@/lib/use-load.ts';
import { loadPromotion } from '../api/load-promotion.ts';
import { failureCode } from '../failure-code.ts';
import { pictureOf } from '../images.ts';
import { usePromotionText } from '../use-promotion-text.ts';
import styles from './promotions.module.css';

/** For a visitor or a trial account: the session decides (login popup, real-account warning). */
const TakePart = () => {
  const { t } = usePromotionText();
  const session = SessionActor.useActorRef();
  return (
    <section className={styles.panel}>
      <p>{t('detail.takePartHint')}</p>
      <div className={styles.actions}>
        <Button
          variant="primary"
          onClick={() =>
            session.send({ type: 'action.request', need: 'realAccount', action: 'promotion' })
          }
        >
          {t('detail.takePart')}
        </Button>
      </div>
    </section>
  );
};

const Facts = ({ promotion }: { promotion: PromotionDetail }) => {
  const { t, money, day } = usePromotionText();
  return (
    <dl className={styles.facts}>
      <dt>{t('detail.status')}</dt>
      <dd>
        <span className={styles.badge} data-status={promotion.status}>
          {t(`statuses.${promotion.status}`)}
        </span>
      </dd>
      <dt>{t('detail.schedule')}</dt>
      <dd>{t('list.schedule', { start: day(promotion.startsAt), end: day(promotion.endsAt) })}</dd>
      {promotion.bonus && (
        <>
          <dt>{t('detail.bonus')}</dt>
          <dd>{money(promotion.bonus)}</dd>
        </>
      )}
      <dt>{t('detail.wagering')}</dt>
      <dd>
        {promotion.wageringMultiplier > 0
          ? t('detail.wageringValue', { multiplier: promotion.wageringMultiplier })
          : t('detail.wageringNone')}
      </dd>
      {promotion.prizes.length > 0 && (
        <>
          <dt>{t('detail.prizes')}</dt>
          <dd>{promotion.prizes.map(money).join(' · ')}</dd>
        </>
      )}
    </dl>
  );
};

// The application form and its chart come with their own chunk: a visitor reading a promotion
// (and the first screen of anyone) does not need them.
const loadActions = () =>
  import('./promotion-actions.tsx').then((module) => module.PromotionActions);

/** A member's actions on the promotion (apply, join, draw, claim), once their chunk is in. */
const Actions = (props: { promotion: PromotionDetail; attemptKey: string }) => {
  const { t } = usePromotionText();
  const chunk = useChunk('promotion-actions', loadActions);
  if (chunk.status === 'ready') return <chunk.value {...props} />;
  if (chunk.status === 'loading') return <PageLoading />;
  return (
    <div className={styles.actions}>
      <FormFailure code="network.error" />
      <Button onClick={chunk.retry}>{t('list.retry')}</Button>
    </div>
  );
};

const Detail = ({ id }: { id: number }) => {
  const { t, pick } = usePromotionText();
  const member = SessionActor.useSelector((snapshot) =>
    snapshot.hasTag('loggedIn') ? snapshot.context.member : null,
  );
  const real = member !== null && member.type !== trialAccountType;
  // One key per page: each application, claim or draw adds its number to it.
  const [attemptKey] = useState(() => crypto.randomUUID());
  const loaded = useLoad((signal) => loadPromotion(id, signal));
  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') {
    const code = failureCode(loaded.error);
    return code === 'promotion.not.found' ? (
      <p className={styles.muted}>{t('detail.notFound')}</p>
    ) : (
      <FormFailure code={code} />
    );
  }
  const promotion = loaded.value;
  const title = pick(promotion.title);
  return (
    <>
      <title>{`${site.brand} · ${title}`}</title>
      <img className={styles.banner} src={pictureOf(promotion.image)} alt="" />
      <h1>{title}</h1>
      <p>{pick(promotion.summary)}</p>
      <Facts promotion={promotion} />
      {real ? (
        <Actions promotion={promotion} attemptKey={attemptKey} />
      ) : (
        promotion.status !== 'close' && promotion.status !== 'comingSoon' && <TakePart />
      )}
      <section className={styles.rules}>
        <h2>{t('detail.rules')}</h2>
        {pick(promotion.rules)
          .split(/\n{2,}/)
          .map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
      </section>
    </>
  );
};

/**
 * `/promoDetail?id=` (SPEC §2): one promotion's picture, schedule, bonus, wagering and rules,
 * and what the member can do in it. A new member (login, logout) is a new page (`key`).
 */
export const PromotionDetailPage = () => {
  const { t } = usePromotionText();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const memberId = SessionActor.useSelector((snapshot) => snapshot.context.member?.id ?? 0);
  return (
    <section className={styles.page}>
      <Link className={buttonClass('link')} to="/promotions">
        {t('detail.back')}
      </Link>
      {Number.isInteger(id) && id > 0 ? (
        <Detail key={`${id}-${memberId}`} id={id} />
      ) : (
        <p className={styles.muted}>{t('detail.notFound')}</p>
      )}
    </section>
  );
};
