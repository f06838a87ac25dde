import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { ModalsActor } from '@/lib/actors.ts';

/**
 * Why a player who did not log out is a visitor again (the session chart opens it when a call
 * answers 401), and the way back in: the login replaces this modal.
 */
export const SessionEndedBody = () => {
  const { t } = useTranslation();
  const modals = ModalsActor.useActorRef();
  return (
    <>
      <p>{t('modal.sessionEnded')}</p>
      <Button onClick={() => modals.send({ type: 'modal.open', name: 'loginPopupModal' })}>
        {t('auth.logIn')}
      </Button>
    </>
  );
};
