import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ModalsActor, SessionActor } from '@/lib/actors.ts';
import { useLoad } from '@/lib/use-load.ts';
import { vipStatus } from '../api/vip-status.ts';
import { useVipText } from './use-vip-text.ts';
import { VipRanks } from './vip-ranks.tsx';
import { VipStanding } from './vip-standing.tsx';
import styles from './vip.module.css';

/** The status as the upstream answers it for who is signed in; `onRetry` loads it again. */
const VipStatusView = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useVipText();
  const modals = ModalsActor.useActorRef();
  const loaded = useLoad(vipStatus);
  if (loaded.status === 'loading') {
    return (
      <p role="status" className={styles.muted}>
        {t('loading')}
      </p>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <div>
        <p role="alert">{t('failed')}</p>
        <Button variant="primary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const { ranks, member, currency } = loaded.value;
  return (
    <>
      {member ? (
        <VipStanding member={member} currency={currency} />
      ) : (
        <section aria-label={t('standing')} className={`${styles.section} ${styles.standing}`}>
          <p>{t('visitor')}</p>
          <Button
            variant="primary"
            onClick={() => modals.send({ type: 'modal.open', name: 'loginPopupModal' })}
          >
            {t('logIn')}
          </Button>
        </section>
      )}
      <VipRanks ranks={ranks} currency={currency} current={member?.rankLevel ?? null} />
    </>
  );
};

/**
 * `/vip` (SPEC §2): the member's rank and progress, or a call to log in, then every rank with
 * its thresholds and benefits. The status loads again when the member changes (log in or out).
 */
export const VipPage = () => {
  const { t } = useVipText();
  const account = SessionActor.useSelector((snapshot) => snapshot.context.member?.account ?? '');
  const [retries, setRetries] = useState(0);
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      <VipStatusView
        key={`${account}:${retries}`}
        onRetry={() => setRetries((count) => count + 1)}
      />
    </div>
  );
};
