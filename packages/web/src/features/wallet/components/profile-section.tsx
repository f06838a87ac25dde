import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { SessionActor } from '@/lib/actors.ts';
import styles from './wallet.module.css';

/**
 * The member's account, nickname and VIP label, and the login password's change: the same
 * request as the header's "Change password" (the session decides, the change modal opens).
 */
export const ProfileSection = () => {
  const { t } = useTranslation('memberCenter');
  const session = SessionActor.useActorRef();
  const member = SessionActor.useSelector((snapshot) => snapshot.context.member);
  if (!member) return null;
  return (
    <section className={styles.section} aria-labelledby="wallet-profile">
      <h4 id="wallet-profile">{t('wallet.profile.title')}</h4>
      <dl className={styles.facts}>
        <div>
          <dt>{t('wallet.profile.account')}</dt>
          <dd>{member.account}</dd>
        </div>
        <div>
          <dt>{t('wallet.profile.nickname')}</dt>
          <dd>{member.nickname}</dd>
        </div>
        <div>
          <dt>{t('wallet.profile.vip')}</dt>
          <dd>{member.clubLabel.labelName}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button
          onClick={() =>
            session.send({ type: 'action.request', need: 'realAccount', action: 'changePassword' })
          }
        >
          {t('wallet.profile.changeLogin')}
        </Button>
      </div>
    </section>
  );
};
