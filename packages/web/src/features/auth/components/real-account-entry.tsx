import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CenterEntry } from '@his/machines/app';
import { centerEntries } from '@his/machines/app';
import type { ButtonVariant } from '@/components/ui/button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { MemberCenterActor, SessionActor } from '@/lib/actors.ts';
import styles from './real-account-entry.module.css';

interface RealAccountEntryProps {
  action: CenterEntry;
  variant?: ButtonVariant;
  children: ReactNode;
}

/** The pages the nickname stands for while they load: any but the deposit's and the record's. */
const entryOf = (page: string): CenterEntry =>
  page === centerEntries.deposit
    ? 'deposit'
    : page === centerEntries.bettingRecord
      ? 'bettingRecord'
      : 'memberCenter';

/**
 * A header entry that opens the member center and needs a real account (SPEC §5 access rules).
 * A press asks the session (`action.request`); the app chart opens the member center on the
 * entry's page for a real account, and the modals show the "Real account needed" warning to a
 * trial account. While the page loads before the center shows, the entry says it is busy; when
 * that first load failed, it says so, and a press loads it again (the chart's `failed` state).
 */
export const RealAccountEntry = ({ action, variant, children }: RealAccountEntryProps) => {
  const { t } = useTranslation();
  const session = SessionActor.useActorRef();
  const status = MemberCenterActor.useSelector((snapshot) => {
    const { page, shown } = snapshot.context;
    if (shown !== null || page === null || entryOf(page) !== action) return null;
    if (snapshot.hasTag('loading')) return 'loading';
    return snapshot.matches({ open: 'failed' }) ? 'failed' : null;
  });
  return (
    <Button
      variant={variant}
      aria-busy={status === 'loading' || undefined}
      onClick={() => session.send({ type: 'action.request', need: 'realAccount', action })}
    >
      {children}
      {status === 'loading' && (
        <span className={styles.spinner} role="status" aria-label={t('app.loading')} />
      )}
      {status === 'failed' && (
        <span className={styles.failed} role="alert" aria-label={t('errors.network.error')}>
          !
        </span>
      )}
    </Button>
  );
};
