import { useState } from 'react';
import { trialAccountType } from '@his/shared/constants';
import type { FeedbackReceipt } from '@his/shared/schemas/feedback';
import { Button } from '@/components/ui/button.tsx';
import formStyles from '@/components/ui/plain-form.module.css';
import { SessionActor } from '@/lib/actors.ts';
import { useFeedbackText } from '../use-feedback-text.ts';
import { FeedbackForm } from './feedback-form.tsx';
import styles from './feedback.module.css';

/**
 * `/feedback` (SPEC §2 names the screen, not its path; the footer's help list links it): a real
 * member's feedback form, or a call to log in for a visitor and the real-account warning for a
 * trial account (both through the session chart). After a send, the receipt and "send more".
 */
export const FeedbackPage = () => {
  const { t } = useFeedbackText();
  const session = SessionActor.useActorRef();
  const member = SessionActor.useSelector((snapshot) =>
    snapshot.hasTag('loggedIn') ? snapshot.context.member : null,
  );
  const [receipt, setReceipt] = useState<FeedbackReceipt | null>(null);
  const [forms, setForms] = useState(0);
  const real = member !== null && member.type !== trialAccountType;
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      {!real ? (
        <section className={styles.note}>
          <p>{t('realAccount')}</p>
          <Button
            variant="primary"
            onClick={() =>
              session.send({ type: 'action.request', need: 'realAccount', action: 'feedback' })
            }
          >
            {t('logIn')}
          </Button>
        </section>
      ) : receipt ? (
        <div className={formStyles.done}>
          <p role="status">{t('sent', { id: receipt.id })}</p>
          <Button
            variant="primary"
            onClick={() => {
              setReceipt(null);
              setForms((count) => count + 1);
            }}
          >
            {t('another')}
          </Button>
        </div>
      ) : (
        <FeedbackForm key={`${member.account}:${forms}`} onSent={setReceipt} />
      )}
    </div>
  );
};
