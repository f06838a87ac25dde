import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { SessionActor } from '@/lib/actors.ts';

/**
 * "Sign out" confirmation, on screen while the session machine waits for it. Escape, the
 * backdrop and Cancel all keep the member logged in.
 */
export const LogoutDialog = () => {
  const { t } = useTranslation();
  const session = SessionActor.useActorRef();
  const open = SessionActor.useSelector((snapshot) => snapshot.hasTag('confirmingLogout'));
  if (!open) return null;
  const cancel = () => session.send({ type: 'logout.cancel' });
  return (
    <Dialog title={t('account.signOut')} onDismiss={cancel}>
      <p>{t('account.signOutQuestion')}</p>
      <div className="dialog-actions">
        <Button variant="primary" onClick={() => session.send({ type: 'logout.confirm' })}>
          {t('account.confirm')}
        </Button>
        <Button data-autofocus onClick={cancel}>
          {t('account.cancel')}
        </Button>
      </div>
    </Dialog>
  );
};
