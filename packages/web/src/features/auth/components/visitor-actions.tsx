import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { modules } from '@/config/site.ts';
import { ModalsActor, useModuleOn } from '@/lib/actors.ts';
import { FreeDemoButton } from './free-play-button.tsx';

/**
 * Visitor entries next to the header form: the narrow-screen "Log in" button, register (when
 * direct registration is on) and free demo (when free play is on), which logs a trial account
 * in.
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
      {freePlay && <FreeDemoButton />}
    </>
  );
};
