import { useTranslation } from 'react-i18next';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ForgotMode } from '@his/machines/forgot-password';
import { Tabs } from '@/components/ui/tabs.tsx';
import { useForgotPassword } from '../forgot-password.actor.ts';
import { ForgotEmailForm } from './forgot-email-form.tsx';
import { ForgotPhoneForm } from './forgot-phone-form.tsx';

/**
 * `forgetPassModal` (SPEC §2, §4): email mode (a reset mail, "Check your email", the modal
 * closes) and, with CHNGPASSVERIF3, phone mode (the default then: SMS code, new password,
 * automatic login, home). The forgotPassword machine decides and the app routes its end; this
 * shows it.
 */
export const ForgotPasswordModalBody = () => {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
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
