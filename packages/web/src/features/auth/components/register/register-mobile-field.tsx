import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { smsCountdownMachine } from '@his/machines/sms-countdown';
import { useMessageText } from '../../message-text.ts';
import { RegisterTextField } from './register-text-field.tsx';

interface RegisterMobileFieldProps {
  /** The SMS countdown, when the form needs a code: its "not a valid number" shows here. */
  sms?: ActorRefFrom<typeof smsCountdownMachine>;
  /** Translated error of the form's own check. */
  error?: string;
  autoFocus?: boolean;
}

const WithSmsError = ({
  sms,
  error,
  autoFocus,
}: RegisterMobileFieldProps & { sms: ActorRefFrom<typeof smsCountdownMachine> }) => {
  const text = useMessageText();
  const smsError = useSelector(sms, (snapshot) => snapshot.context.fieldError);
  return (
    <RegisterTextField field="mobileNum" autoFocus={autoFocus} error={error ?? text(smsError)} />
  );
};

/** "Mobile number": the form's error first, else the one "Get code" found. */
export const RegisterMobileField = ({ sms, error, autoFocus }: RegisterMobileFieldProps) =>
  sms ? (
    <WithSmsError sms={sms} error={error} autoFocus={autoFocus} />
  ) : (
    <RegisterTextField field="mobileNum" autoFocus={autoFocus} error={error} />
  );
