import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalName } from '@his/machines/modals';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ChangePasswordModalBody } from '@/features/auth/components/change-password-modal-body.tsx';
import { ForgotPasswordModalBody } from '@/features/auth/components/forgot-password-modal-body.tsx';
import { LoginModalBody } from '@/features/auth/components/login-modal-body.tsx';
import { LogoutDialog } from '@/features/auth/components/logout-dialog.tsx';
import { RegisterModalBody } from '@/features/auth/components/register/register-modal-body.tsx';
import { SessionEndedBody } from '@/features/auth/components/session-ended-body.tsx';
import { TrialWarningDialog } from '@/features/auth/components/trial-warning-dialog.tsx';
import { ModalsActor } from '@/lib/actors.ts';
import type { MessageKey } from '@/lib/i18n.ts';

interface ModalView {
  title: MessageKey;
  Body: ComponentType;
}

// `logoutConfirm` is named by the modals machine, but the sign-out confirmation follows the
// session machine's `confirmingLogout` state instead (LogoutDialog): one source of truth, so
// Escape can never leave the session waiting for a dialog that is gone.
const views: Record<Exclude<ModalName, 'logoutConfirm'>, ModalView> = {
  loginPopupModal: { title: 'auth.logIn', Body: LoginModalBody },
  registerModal: { title: 'modal.registerTitle', Body: RegisterModalBody },
  forgetPassModal: { title: 'modal.forgetPassTitle', Body: ForgotPasswordModalBody },
  changePassModal: { title: 'changePassword.title', Body: ChangePasswordModalBody },
  sessionEndedModal: { title: 'modal.sessionEndedTitle', Body: SessionEndedBody },
};

/**
 * The one place modals render. It shows what the modals machine holds and sends what the
 * user did (Escape, backdrop, close button); the machine decides whether that closes it.
 */
export const ModalHost = () => {
  const { t } = useTranslation();
  const modals = ModalsActor.useActorRef();
  const open = ModalsActor.useSelector((snapshot) => snapshot.context.open);
  const view = open && open.name !== 'logoutConfirm' ? views[open.name] : null;
  return (
    <>
      {open && view && (
        <Dialog
          key={open.name}
          title={t(view.title)}
          width={open.width}
          height={open.height}
          closeLabel={t('modal.close')}
          onDismiss={(reason) => modals.send({ type: 'modal.dismiss', reason })}
          // A modal that must not be dismissed has no close button either.
          onClose={open.dismissible ? () => modals.send({ type: 'modal.close' }) : undefined}
        >
          <view.Body />
        </Dialog>
      )}
      <LogoutDialog />
      <TrialWarningDialog />
    </>
  );
};
