import { useTranslation } from 'react-i18next';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ForgotMode } from '@his/machines/forgot-password';
import { Tabs } from '@/components/ui/tabs.tsx';
import { BootActor, ModalsActor, SessionActor } from '@/lib/actors.ts';
import { announce } from '@/lib/notices.ts';
import { forgotPasswordLogic } from '../forgot-password.actor.ts';
import { ForgotEmailForm } from './forgot-email-form.tsx';
import { ForgotPhoneForm } from './forgot-phone-form.tsx';
import { flowInspect } from '@/lib/flow-inspection.ts';

/**
 * `forgetPassModal` (SPEC §2, §4): email mode (a reset mail, "Check your email", the modal
 * closes) and, with CHNGPASSVERIF3, phone mode (the default then: SMS code, new password,
 * automatic login, home). The forgotPassword machine decides; this shows it.
 */
export const ForgotPasswordModalBody = () => {
  const { t } = useTranslation();
  const session = SessionActor.useActorRef();
  const modals = ModalsActor.useActorRef();
  const input = BootActor.useSelector(
    (snapshot) => ({
      rules: snapshot.context.permission?.info.register ?? {},
      modules: snapshot.context.modules,
      countries: snapshot.context.countries,
    }),
    shallowEqual,
  );
  const forgot = useActorRef(forgotPasswordLogic, { input, inspect: flowInspect }, (snapshot) => {
    if (snapshot.status !== 'done') return;
    const { outcome, member } = snapshot.output;
    if (outcome === 'loggedIn' && member) {
      // The session closes the modal and goes home.
      session.send({ type: 'session.started', member });
    } else if (outcome === 'emailSent') {
      announce({ title: 'forgot.emailSent', detail: 'forgot.emailSentDetail' });
      modals.send({ type: 'modal.close' });
    } else {
      announce({ title: 'forgot.passwordReset' });
      modals.send({ type: 'modal.open', name: 'loginPopupModal' });
    }
  });
  const view = useSelector(
    forgot,
    (snapshot): { mode: ForgotMode; phoneEnabled: boolean } => ({
      mode: snapshot.hasTag('phone') ? 'phone' : 'email',
      phoneEnabled: snapshot.context.phoneEnabled,
    }),
    shallowEqual,
  );
  const form =
    view.mode === 'phone' ? (
      <ForgotPhoneForm forgot={forgot} />
    ) : (
      <ForgotEmailForm forgot={forgot} />
    );
  if (!view.phoneEnabled) return form;
  return (
    <Tabs
      label={t('forgot.methods')}
      tabs={[
        { value: 'email', label: t('forgot.tabEmail') },
        { value: 'phone', label: t('forgot.tabPhone') },
      ]}
      selected={view.mode}
      onSelect={(mode) => forgot.send({ type: 'mode.select', mode })}
    >
      {form}
    </Tabs>
  );
};
