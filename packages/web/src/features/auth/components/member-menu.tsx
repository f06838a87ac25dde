import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAgentType } from '@his/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { SessionActor } from '@/lib/actors.ts';
import { selectMember } from '../session-view.ts';
import { RealAccountEntry } from './real-account-entry.tsx';

/**
 * Logged-in header entries: nickname (member center), deposit, agent center for agent
 * accounts, betting record and sign out. The nickname, deposit and betting record open the
 * member center on their pages, the agent-center button the agent center; each needs a real
 * account: the session decides, and a trial account gets the warning. "Change password" opens
 * the password change the player may leave (until the member center's security page hosts it).
 * `centerBadge` shows inside the member-center entry (the app passes the missions' count).
 */
export const MemberMenu = ({ centerBadge }: { centerBadge?: ReactNode }) => {
  const { t } = useTranslation();
  const session = SessionActor.useActorRef();
  const member = SessionActor.useSelector(selectMember);
  const loggingOut = SessionActor.useSelector((snapshot) => snapshot.hasTag('loggingOut'));
  if (!member) return null;
  return (
    <>
      <RealAccountEntry action="memberCenter">
        {member.nickname || member.account}
        {centerBadge}
      </RealAccountEntry>
      <RealAccountEntry action="deposit" variant="primary">
        {t('account.deposit')}
      </RealAccountEntry>
      {isAgentType(member.type) && (
        <RealAccountEntry action="agentCenter">{t('account.agentCenter')}</RealAccountEntry>
      )}
      <RealAccountEntry action="bettingRecord">{t('account.bettingRecord')}</RealAccountEntry>
      <Button
        variant="ghost"
        onClick={() =>
          session.send({ type: 'action.request', need: 'realAccount', action: 'changePassword' })
        }
      >
        {t('changePassword.title')}
      </Button>
      <Button aria-disabled={loggingOut} onClick={() => session.send({ type: 'logout.request' })}>
        {loggingOut ? t('account.signingOut') : t('account.signOut')}
      </Button>
    </>
  );
};
