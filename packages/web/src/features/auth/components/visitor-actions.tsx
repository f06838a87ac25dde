import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { modules } from '@/config/site.ts';
import { ModalsActor, useModuleOn } from '@/lib/actors.ts';

/**
 * Visitor entries next to the header form: the narrow-screen "Log in" button, register (when
 * direct registration is on) and free demo (when free play is on). Free play itself arrives in
 * issue 3, so the free-demo button opens the login modal, which says so.
 */
export const VisitorActions = () => {
  const { t } = useTranslation();
  const modals = ModalsActor.useActorRef();
  const directRegister = useModuleOn(modules.directRegister);
  const freePlay = useModuleOn(modules.freePlay);
  return (
    <>
      <Button
        variant="primary"
        className="only-narrow"
        onClick={() => modals.send({ type: 'modal.open', name: 'loginPopupModal' })}
      >
        {t('auth.logIn')}
      </Button>
      {directRegister && (
        <Button onClick={() => modals.send({ type: 'modal.open', name: 'registerModal' })}>
          {t('auth.register')}
        </Button>
      )}
      {freePlay && (
        <Button
          variant="ghost"
          onClick={() => modals.send({ type: 'modal.open', name: 'loginPopupModal' })}
        >
          {t('auth.freeDemo')}
        </Button>
      )}
    </>
  );
};
