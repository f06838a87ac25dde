import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CenterEntry } from '@his/machines/app';
import { centerEntries } from '@his/machines/app';
import type { ButtonVariant } from '@/components/ui/button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { centerActors, SessionActor } from '@/lib/actors.ts';
import styles from './real-account-entry.module.css';

interface RealAccountEntryProps {
  action: CenterEntry;
  variant?: ButtonVariant;
  children: ReactNode;
}

/**
 * The entry a loading page of that center stands for: the entry that names it, else the center's
 * own entry (the nickname for any other member center page; the agent-center button).
 */
const entryOf = (center: 'memberCenter' | 'agentCenter', page: string): CenterEntry => {
  const named = Object.entries(centerEntries).find(
    ([, entry]) => entry.center === center && entry.page === page,
  );
  return named && named[0] !== center ? (named[0] as CenterEntry) : center;
};

/**
 * A header entry that opens a center and needs a real account (SPEC §5 access rules). A press
 * asks the session (`action.request`); the app chart opens the entry's center on its page for a
 * real account, and the modals show the "Real account needed" warning to a
 * trial account. While the page loads before the center shows, the entry says it is busy; when
 * that first load failed, it says so, and a press loads it again (the chart's `failed` state).
 */
export const RealAccountEntry = ({ action, variant, children }: RealAccountEntryProps) => {
  const { t } = useTranslation();
  const session = SessionActor.useActorRef();
  const { center } = centerEntries[action];
  // An entry's center never changes, so the hook called is always the same one.
  const actor = centerActors[center === 'memberCenter' ? 'members' : 'agents'];
  const status = actor.useSelector((snapshot) => {
    const { page, shown } = snapshot.context;
    if (shown !== null || page === null || entryOf(center, page) !== action) return null;
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
