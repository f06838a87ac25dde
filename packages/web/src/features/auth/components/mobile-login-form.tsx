import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from '@xstate/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { SessionActor } from '@/lib/actors.ts';
import { rememberedMobile } from '@/lib/remembered-mobile.ts';
import { useRegisterRules } from '../boot-view.ts';
import { formText } from '../form-values.ts';
import { useMessageText } from '../message-text.ts';
import { selectLoginView } from '../session-view.ts';
import { noLoginSmsCountdown } from '../sms-countdown.actor.ts';
import { CountryCodeField } from '@/components/ui/country-code-field.tsx';
import { LoginFormFooter } from './login-form-footer.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import styles from './account-form.module.css';
import { flowInspect } from '@/lib/flow-inspection.ts';

/**
 * The login modal's mobile tab (MOBILEVERCODELOGIN3): country code, mobile number and the
 * SMS code. "Get code" runs its own countdown machine; "Log in" sends `login.submit` with
 * type `sms`, which skips the verification challenge and never forces a password change.
 */
export const MobileLoginForm = () => {
  const { t } = useTranslation();
  const text = useMessageText();
  const session = SessionActor.useActorRef();
  const view = SessionActor.useSelector(selectLoginView, shallowEqual);
  const rules = useRegisterRules();
  const sms = useActorRef(noLoginSmsCountdown, {
    input: { mobileRule: rules.mobileNum ?? null },
    inspect: flowInspect,
  });
  const mobileError = useSelector(sms, (snapshot) => snapshot.context.fieldError);
  const formRef = useRef<HTMLFormElement>(null);
  const [remembered] = useState(rememberedMobile);

  const phoneOf = (data: FormData) => ({
    mobileNum: formText(data, 'mobileNum'),
    countryDialingCode: formText(data, 'countryDialingCode'),
  });

  const onGetCode = () => {
    if (!formRef.current) return;
    sms.send({ type: 'sms.send', ...phoneOf(new FormData(formRef.current)) });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const phone = phoneOf(data);
    session.send({
      type: 'login.submit',
      loginType: 'sms',
      username: phone.mobileNum,
      password: formText(data, 'code'),
      countryDialingCode: phone.countryDialingCode,
      remember: data.get('remember') === 'on',
    });
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <CountryCodeField
        error={text(view.fieldErrors.countryDialingCode)}
        defaultValue={remembered?.countryDialingCode}
      />
      <TextField
        label={t('sms.mobileNumber')}
        name="mobileNum"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        defaultValue={remembered?.mobileNum}
        error={text(view.fieldErrors.username) ?? text(mobileError)}
        data-autofocus
      />
      <SmsCodeField sms={sms} onGetCode={onGetCode} error={text(view.fieldErrors.password)} />
      <Button type="submit" variant="primary" aria-disabled={view.submitting}>
        {view.submitting ? t('auth.loggingIn') : t('auth.logIn')}
      </Button>
      <LoginFormFooter remembered={remembered !== null} error={view.error} />
    </form>
  );
};
