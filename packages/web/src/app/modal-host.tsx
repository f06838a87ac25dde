import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalName } from '@his/machines/modals';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { LoginModalBody } from '@/features/auth/components/login-modal-body.tsx';
import { ModalsActor } from '@/lib/actors.ts';
import { useChunk } from '@/lib/use-chunk.ts';
import type { MessageKey } from '@/lib/i18n.ts';

type ViewName = Exclude<ModalName, 'logoutConfirm'>;

/**
 * A modal's title and body. The login body uses only what the header has loaded already; the
 * register, forgot- and change-password forms (with their machines) and the rare session-ended
 * notice are chunks of their own, downloaded when their modal first opens: a visitor's first
 * load does not carry them.
 */
type ModalView =
  | { title: MessageKey; Body: ComponentType }
  | { title: MessageKey; load: () => Promise<ComponentType> };

// `logoutConfirm` is named by the modals machine, but the sign-out confirmation follows the
// session machine's `confirmingLogout` state instead (LogoutDialog): one source of truth, so
// Escape can never leave the session waiting for a dialog that is gone.
const views: Record<ViewName, ModalView> = {
  loginPopupModal: { title: 'auth.logIn', Body: LoginModalBody },
  registerModal: {
    title: 'modal.registerTitle',
    load: () =>
      import('@/features/auth/components/register/register-modal-body.tsx').then(
        (module) => module.RegisterModalBody,
      ),
  },
  forgetPassModal: {
    title: 'modal.forgetPassTitle',
    load: () =>
      import('@/features/auth/components/forgot-password-modal-body.tsx').then(
        (module) => module.ForgotPasswordModalBody,
      ),
  },
  changePassModal: {
    title: 'changePassword.title',
    load: () =>
      import('@/features/auth/components/change-password-modal-body.tsx').then(
        (module) => module.ChangePasswordModalBody,
      ),
  },
  sessionEndedModal: {
    title: 'modal.sessionEndedTitle',
    load: () =>
      import('@/features/auth/components/session-ended-body.tsx').then(
        (module) => module.SessionEndedBody,
      ),
  },
};

type Framed = (content: ReactNode, key: string) => ReactNode;

/**
 * A modal whose body is a chunk of its own. While the chunk is on its way the dialog says so, and
 * a failed download offers a retry; the dialog then mounts again with its body, so focus lands on
 * the body's first field.
 */
const LazyModal = ({
  name,
  load,
  framed,
}: {
  name: ViewName;
  load: () => Promise<ComponentType>;
  framed: Framed;
}) => {
  const { t } = useTranslation();
  const body = useChunk(`modal:${name}`, load);
  switch (body.status) {
    case 'ready':
      return framed(<body.value />, name);
    case 'failed':
      return framed(
        <>
          <p role="alert">{t('errors.network.error')}</p>
          <Button variant="primary" onClick={body.retry}>
            {t('status.retry')}
          </Button>
        </>,
        `${name}:failed`,
      );
    case 'loading':
      return framed(
        <p role="status" data-modal-loading>
          {t('app.loading')}
        </p>,
        `${name}:loading`,
      );
  }
};

/**
 * The one place modals render. It shows what the modals machine holds and sends what the
 * user did (Escape, backdrop, close button); the machine decides whether that closes it.
 */
export const ModalHost = () => {
  const { t } = useTranslation();
  const modals = ModalsActor.useActorRef();
  const open = ModalsActor.useSelector((snapshot) => snapshot.context.open);
  // The sign-out confirmation and the real-account warning concern a member on screen: the
  // header's member area (app/layout/member-account.tsx) shows them.
  if (!open || open.name === 'logoutConfirm') return null;
  const name = open.name;
  const view = views[name];
  const framed: Framed = (content, key) => (
    <Dialog
      key={key}
      title={t(view.title)}
      width={open.width}
      height={open.height}
      closeLabel={t('modal.close')}
      onDismiss={(reason) => modals.send({ type: 'modal.dismiss', reason })}
      // A modal that must not be dismissed has no close button either.
      onClose={open.dismissible ? () => modals.send({ type: 'modal.close' }) : undefined}
    >
      {content}
    </Dialog>
  );
  return 'Body' in view ? (
    framed(<view.Body />, name)
  ) : (
    <LazyModal key={name} name={name} load={view.load} framed={framed} />
  );
};
