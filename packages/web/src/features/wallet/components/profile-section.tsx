import { useTranslation } from 'react-i18next';
import type { MemberIcon } from '@his/shared/schemas/profile';
import { Button } from '@/components/ui/button.tsx';
import { SessionActor } from '@/lib/actors.ts';
import { AvatarImage } from './avatar-image.tsx';
import { NicknameSection } from './nickname-section.tsx';
import styles from './wallet.module.css';

/**
 * The member's avatar, account, nickname (from the session, so a change shows here and in the
 * header at once) and VIP label, the nickname's change, and the login password's change: the
 * same request as the header's "Change password" (the session decides, the change modal opens).
 */
export const ProfileSection = ({ icon }: { icon: MemberIcon }) => {
  const { t } = useTranslation('memberCenter');
  const session = SessionActor.useActorRef();
  const member = SessionActor.useSelector((snapshot) => snapshot.context.member);
  if (!member) return null;
  return (
    <section className={styles.section} aria-labelledby="wallet-profile">
      <h4 id="wallet-profile">{t('wallet.profile.title')}</h4>
      <div className={styles.profileHead}>
        <AvatarImage icon={icon} label={t('profile.avatar.current')} />
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
      </div>
      <NicknameSection />
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
