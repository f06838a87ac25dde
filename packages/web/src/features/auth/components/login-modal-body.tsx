import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { modules } from '@/config/site.ts';
import { ModalsActor, useModuleOn } from '@/lib/actors.ts';
import { FreePlayLink } from './free-play-button.tsx';
import { LoginMethods } from './login-methods.tsx';

/**
 * `loginPopupModal` (SPEC §2): username + password, and, when verification-code login is on
 * (MOBILEVERCODELOGIN3), a mobile + SMS code tab; the free trial (FREEPLAY3) and the register
 * link (DIRECTREG3). Third-party sign-in is not offered (no provider is configured).
 */
export const LoginModalBody = () => {
  const { t } = useTranslation();
  const modals = ModalsActor.useActorRef();
  const directRegister = useModuleOn(modules.directRegister);
  const freePlay = useModuleOn(modules.freePlay);
  return (
    <>
      <LoginMethods variant="modal" />
      {freePlay && <FreePlayLink />}
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
