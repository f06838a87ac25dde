import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { bootMachine } from '@his/machines/boot';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { LanguagePicker } from '@/features/language/components/language-picker.tsx';
import { BootFailedPage } from '@/features/site-status/components/boot-failed-page.tsx';
import { MaintenancePage } from '@/features/site-status/components/maintenance-page.tsx';
import { RestrictedPage } from '@/features/site-status/components/restricted-page.tsx';
import { AppActor, BootActor } from '@/lib/actors.ts';
import styles from './boot-gate.module.css';

type BootPhase = 'ready' | 'maintenance' | 'restricted' | 'failed' | 'loading';

const selectPhase = (snapshot: SnapshotFrom<typeof bootMachine>): BootPhase => {
  if (snapshot.hasTag('ready')) return 'ready';
  if (snapshot.hasTag('maintenance')) return 'maintenance';
  if (snapshot.hasTag('restricted')) return 'restricted';
  if (snapshot.hasTag('failed')) return 'failed';
  return 'loading';
};

/** A page that replaces the whole site keeps the language picker in its corner. */
const StatusShell = ({ children }: { children: ReactNode }) => (
  <div className={styles.shell}>
    <div className={styles.corner}>
      <LanguagePicker />
    </div>
    {children}
  </div>
);

/**
 * Shows what the boot machine decided: a loading state, the maintenance page, the IP
 * restriction page, a retryable failure, or (once the app chart runs the session) the app.
 */
export const BootGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const bootPhase = BootActor.useSelector(selectPhase);
  // The app starts the session with boot's hand-over: the pages render once it runs.
  const running = AppActor.useSelector((snapshot) => snapshot.hasTag('running'));
  // Deferred: the pages' first mount (the whole shell and the first page) is a transition's
  // render, which yields to the browser every few milliseconds instead of one long task; the
  // loading page stays until it is done.
  const phase = useDeferredValue(running ? 'ready' : bootPhase === 'ready' ? 'loading' : bootPhase);
  switch (phase) {
    case 'ready':
      return children;
    case 'maintenance':
      return (
        <StatusShell>
          <MaintenancePage />
        </StatusShell>
      );
    case 'restricted':
      return (
        <StatusShell>
          <RestrictedPage />
        </StatusShell>
      );
    case 'failed':
      return (
        <StatusShell>
          <BootFailedPage />
        </StatusShell>
      );
    case 'loading':
      return <PageLoading label={t('status.loadingSite')} />;
  }
};
