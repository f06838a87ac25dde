import type { FormEvent } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual, useSelector } from '@xstate/react';
import type { RegistrationField, RegistrationMode } from '@his/machines/registration';
import { dialingCodeOf } from '@his/machines/registration';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { ModalsActor } from '@/lib/actors.ts';
import { formText } from '../../form-values.ts';
import { useMessageText } from '../../message-text.ts';
import { useRegistration } from '../../registration.actor.ts';
import {
  registrationValuesOf,
  selectRegistrationView,
  selectSmsChild,
} from '../../registration-view.ts';
import { SmsCodeField } from '../sms-code-field.tsx';
import { AffiliateErrorDialog } from './affiliate-error-dialog.tsx';
import { RegisterAgreement } from './register-agreement.tsx';
import { RegisterCaptchaField } from './register-captcha-field.tsx';
import { RegisterCountryField } from './register-country-field.tsx';
import { RegisterMobileField } from './register-mobile-field.tsx';
import { isPlainRegisterField, RegisterTextField } from './register-text-field.tsx';
import styles from './register-form.module.css';

/**
 * One tab of the register modal. The registration machine decides which fields show, checks
 * them by the server's rules, runs the affiliate check, the challenge and the register call;
 * this form sends what was typed and shows what the machine holds. Once registered, the
 * app hands the member to the session: modals close and the player lands home, logged in.
 */
export const RegisterForm = ({ mode }: { mode: RegistrationMode }) => {
  const { t } = useTranslation();
  const text = useMessageText();
  const modals = ModalsActor.useActorRef();
  const registration = useRegistration(mode);
  const view = useSelector(registration, selectRegistrationView, shallowEqual);
  const sms = useSelector(registration, selectSmsChild);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, the first field to fix gets the focus (WCAG 3.3.1).
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [view.fieldErrors]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = registrationValuesOf(new FormData(event.currentTarget));
    registration.send({ type: 'register.submit', values });
  };

  const onGetCode = () => {
    if (!formRef.current) return;
    const { countries, countryCode } = registration.getSnapshot().context;
    registration.send({
      type: 'sms.send',
      mobileNum: formText(new FormData(formRef.current), 'mobileNum'),
      countryDialingCode: dialingCodeOf(countries, countryCode),
    });
  };

  const errorOf = (field: RegistrationField) => text(view.fieldErrors[field]);
  const first = view.visibleFields.find(isPlainRegisterField);

  const renderField = (field: RegistrationField) => {
    switch (field) {
      case 'agreement':
        return null;
      case 'countryDialingCode':
        return <RegisterCountryField key={field} registration={registration} />;
      case 'verificationCode':
        return sms ? (
          <SmsCodeField
            key={field}
            sms={sms}
            name={field}
            onGetCode={onGetCode}
            error={errorOf(field)}
          />
        ) : (
          <TextField key={field} label={t('sms.code')} name={field} error={errorOf(field)} />
        );
      case 'captcha':
        return (
          view.captchaShown && (
            <RegisterCaptchaField
              key={field}
              image={view.captchaImage}
              error={errorOf(field)}
              onRefresh={() => registration.send({ type: 'captcha.refresh' })}
            />
          )
        );
      case 'mobileNum':
        return (
          <RegisterMobileField
            key={field}
            sms={sms}
            autoFocus={first === field}
            error={errorOf(field)}
          />
        );
      default:
        return (
          <RegisterTextField
            key={field}
            field={field}
            autoFocus={first === field}
            error={errorOf(field)}
          />
        );
    }
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <div className={styles.fields}>{view.visibleFields.map(renderField)}</div>
      <RegisterAgreement error={errorOf('agreement')} />
      <FormFailure code={view.error} />
      <p role="status" className={styles.status}>
        {view.verifying ? t('challenge.notice') : ''}
      </p>
      <Button type="submit" variant="primary" aria-disabled={view.submitting}>
        {view.verifying
          ? t('challenge.verifying')
          : view.submitting
            ? t('register.submitting')
            : t('register.submit')}
      </Button>
      <p className={styles.login}>
        {t('register.haveAccount')}{' '}
        <Button
          variant="link"
          onClick={() => modals.send({ type: 'modal.open', name: 'loginPopupModal' })}
        >
          {t('register.logIn')}
        </Button>
      </p>
      {view.affiliateError && (
        <AffiliateErrorDialog onClose={() => registration.send({ type: 'dialog.close' })} />
      )}
    </form>
  );
};
