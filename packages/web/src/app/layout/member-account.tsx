import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { BalancePanel } from '@/features/balance/components/balance-panel.tsx';
import { LogoutDialog } from '@/features/auth/components/logout-dialog.tsx';
import { MemberMenu } from '@/features/auth/components/member-menu.tsx';
import { TrialWarningDialog } from '@/features/auth/components/trial-warning-dialog.tsx';
import { MissionBadge } from '@/features/missions/components/mission-badge.tsx';
import { MemberMessages } from './member-messages.tsx';

/**
 * The header's account area of a member: balance and account entries, and the dialogs that
 * concern a member (the sign-out confirmation, the real-account warning of a trial account). A
 * chunk of its own (header.tsx loads it once a member is on screen): a visitor's first load does
 * not carry it.
 */
export const MemberAccount = () => {
  const { t } = useTranslation();
  return (
    <>
      {/* A failing balance must not take the header with it. */}
      <ErrorBoundary fallback={() => <span>{t('account.balanceUnavailable')}</span>}>
        <BalancePanel />
      </ErrorBoundary>
      <MemberMessages />
      <MemberMenu centerBadge={<MissionBadge />} />
      <LogoutDialog />
      <TrialWarningDialog />
    </>
  );
};
