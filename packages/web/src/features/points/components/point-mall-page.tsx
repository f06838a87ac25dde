import { useState } from 'react';
import { trialAccountType } from '@his/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { AppActor, SessionActor } from '@/lib/actors.ts';
import { usePointsText } from '../use-points-text.ts';
import { PointMall } from './point-mall.tsx';
import styles from './points.module.css';

/**
 * `/pointMall` (SPEC §2, §7): a real member's points mall; a visitor or a trial account is asked
 * for a real account by the session (the login popup, or the `in_need_true_account` warning).
 * The mall loads again after each redemption or conversion and when the member changes; a
 * conversion also refreshes the header balance, through the app chart.
 */
export const PointMallPage = () => {
  const { t } = usePointsText();
  const session = SessionActor.useActorRef();
  const app = AppActor.useActorRef();
  const member = SessionActor.useSelector((snapshot) =>
    snapshot.hasTag('loggedIn') ? snapshot.context.member : null,
  );
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const real = member !== null && member.type !== trialAccountType;
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      {notice && (
        <p role="status" className={styles.done}>
          {notice}
        </p>
      )}
      {real ? (
        <PointMall
          key={`${member.account}:${version}`}
          onRetry={() => setVersion((count) => count + 1)}
          onChanged={(text, moneyMoved) => {
            setNotice(text);
            setVersion((count) => count + 1);
            if (moneyMoved) app.send({ type: 'balance.refresh' });
          }}
        />
      ) : (
        <section className={styles.note}>
          <p>{t('realAccount')}</p>
          <Button
            variant="primary"
            onClick={() =>
              session.send({ type: 'action.request', need: 'realAccount', action: 'pointMall' })
            }
          >
            {t('takePart')}
          </Button>
        </section>
      )}
    </div>
  );
};
