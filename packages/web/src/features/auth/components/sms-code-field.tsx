import { useTranslation } from 'react-i18next';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { smsCountdownMachine } from '@his/machines/sms-countdown';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { FormAlert } from '@/components/ui/form-failure.tsx';
import { useMessageText } from '../message-text.ts';
import styles from './account-form.module.css';

export type SmsCountdownRef = ActorRefFrom<typeof smsCountdownMachine>;

interface SmsCodeFieldProps {
  /** The running countdown (the form's own, or a flow machine's `sms` child). */
  sms: SmsCountdownRef;
  /** Reads the number from the form and sends `sms.send`. */
  onGetCode: () => void;
  /** Translated error of the code itself. */
  error?: string;
  name?: string;
}

/**
 * "SMS code" with its "Get code" button. The button follows the countdown machine: busy while
 * sending, "Resend in N s" while counting (and disabled, so no second code is asked for), and
 * the send failure (for the rate limit: retry after 5 minutes) shows below as an alert.
 */
export const SmsCodeField = ({ sms, onGetCode, error, name = 'code' }: SmsCodeFieldProps) => {
  const { t } = useTranslation();
  const text = useMessageText();
  const view = useSelector(
    sms,
    (snapshot) => ({
      canSend: snapshot.hasTag('canSend'),
      sending: snapshot.hasTag('sending'),
      counting: snapshot.hasTag('counting'),
      remaining: snapshot.context.remaining,
      failure: snapshot.context.errorMessage,
    }),
    shallowEqual,
  );
  const label = view.counting
    ? t('sms.resendIn', { seconds: view.remaining })
    : view.sending
      ? t('sms.sending')
      : t('sms.getCode');
  return (
    <>
      <TextField
        label={t('sms.code')}
        name={name}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={error}
        addon={
          <Button
            className={styles.codeButton}
            disabled={!view.canSend}
            aria-busy={view.sending || undefined}
            onClick={onGetCode}
          >
            {label}
          </Button>
        }
      />
      {/* The live region stays in place so the "sent" notice is announced when it appears. */}
      <p role="status" className={styles.sent}>
        {view.counting ? t('sms.sent') : ''}
      </p>
      {view.failure && <FormAlert>{text(view.failure)}</FormAlert>}
    </>
  );
};
