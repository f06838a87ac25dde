import type { FormEvent } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual, useSelector } from '@xstate/react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { formText } from '../form-values.ts';
import { useMessageText } from '../message-text.ts';
import { CountryCodeField } from '@/components/ui/country-code-field.tsx';
import type { ForgotRef } from './forgot-view.ts';
import { selectForgotView, selectSmsChild } from './forgot-view.ts';
import { SmsCodeField } from './sms-code-field.tsx';
import styles from './account-form.module.css';

/**
 * Phone mode: a code to the account's mobile number (the countdown is the flow's `sms` child),
 * a new password and its confirmation; the reset logs the member in.
 */
export const ForgotPhoneForm = ({ forgot }: { forgot: ForgotRef }) => {
  const { t } = useTranslation();
  const text = useMessageText();
  const view = useSelector(forgot, selectForgotView, shallowEqual);
  const sms = useSelector(forgot, selectSmsChild);
  const mobileError = useSelector(sms, (snapshot) => snapshot?.context.fieldError ?? null);
  const formRef = useRef<HTMLFormElement>(null);

  const onGetCode = () => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    forgot.send({
      type: 'sms.send',
      mobileNum: formText(data, 'mobileNum'),
      countryDialingCode: formText(data, 'countryDialingCode'),
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      [
        'mobileNum',
        'countryDialingCode',
        'verificationCode',
        'newPassword',
        'confirmNewPassword',
      ].map((name) => [name, formText(data, name)]),
    );
    forgot.send({ type: 'forgot.submit', values });
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.intro}>{t('forgot.phoneIntro')}</p>
      <CountryCodeField error={text(view.fieldErrors.countryDialingCode)} />
      <TextField
        label={t('sms.mobileNumber')}
        name="mobileNum"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        error={text(view.fieldErrors.mobileNum) ?? text(mobileError)}
        data-autofocus
      />
      {sms && (
        <SmsCodeField
          sms={sms}
          name="verificationCode"
          onGetCode={onGetCode}
          error={text(view.fieldErrors.verificationCode)}
        />
      )}
      <TextField
        label={t('forgot.newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        error={text(view.fieldErrors.newPassword)}
      />
      <TextField
        label={t('forgot.confirmNewPassword')}
        name="confirmNewPassword"
        type="password"
        autoComplete="new-password"
        error={text(view.fieldErrors.confirmNewPassword)}
      />
      <Button type="submit" variant="primary" aria-disabled={view.submitting}>
        {view.submitting ? t('forgot.resetting') : t('forgot.reset')}
      </Button>
      <FormFailure code={view.error} />
    </form>
  );
};
