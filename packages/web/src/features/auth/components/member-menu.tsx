import { useTranslation } from 'react-i18next';
import { isAgentType } from '@his/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { LaterNote } from '@/components/ui/later-note.tsx';
import { SessionActor } from '@/lib/actors.ts';
import { selectMember } from '../session-view.ts';

/**
 * Logged-in header entries: nickname (member center), deposit, agent center for agent
 * accounts, betting record and sign out. The centres arrive in later releases; their buttons
 * say so instead of pretending.
 */
export const MemberMenu = () => {
  const { t } = useTranslation();
  const session = SessionActor.useActorRef();
  const member = SessionActor.useSelector(selectMember);
  const loggingOut = SessionActor.useSelector((snapshot) => snapshot.hasTag('loggingOut'));
  if (!member) return null;
  return (
    <>
      <LaterNote note={t('account.memberCenterLater')}>
        {member.nickname || member.account}
      </LaterNote>
      <LaterNote variant="primary" note={t('account.depositLater')}>
        {t('account.deposit')}
      </LaterNote>
      {isAgentType(member.type) && (
        <LaterNote note={t('account.agentCenterLater')}>{t('account.agentCenter')}</LaterNote>
      )}
      <LaterNote note={t('account.bettingRecordLater')}>{t('account.bettingRecord')}</LaterNote>
      <Button aria-disabled={loggingOut} onClick={() => session.send({ type: 'logout.request' })}>
        {loggingOut ? t('account.signingOut') : t('account.signOut')}
      </Button>
    </>
  );
};
