import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { modules } from '@/config/site.ts';
import { ModalsActor, useModuleOn } from '@/lib/actors.ts';
import { LoginForm } from './login-form.tsx';

/**
 * `loginPopupModal` (SPEC §2): the username tab only. The mobile + SMS tab (when
 * MOBILEVERCODELOGIN3 is on), free play and third-party sign-in arrive in issue 3.
 */
export const LoginModalBody = () => {
  const { t } = useTranslation();
  const modals = ModalsActor.useActorRef();
  const directRegister = useModuleOn(modules.directRegister);
  const freePlay = useModuleOn(modules.freePlay);
  return (
    <>
      <LoginForm variant="modal" />
      {freePlay && <p>{t('auth.freeDemoLater')}</p>}
      {directRegister && (
        <p>
          {t('auth.noAccount')}{' '}
          <Button
            variant="link"
            onClick={() => modals.send({ type: 'modal.open', name: 'registerModal' })}
          >
            {t('auth.register')}
          </Button>
        </p>
      )}
    </>
  );
};
