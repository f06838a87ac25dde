import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { isEmailAddress, type SecurityConfig } from '@his/shared/schemas/profile';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-failure.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { CountryCodeField } from '@/components/ui/country-code-field.tsx';
import { flowInspect } from '@/lib/flow-inspection.ts';
import { messageKey } from '@/lib/i18n.ts';
import { useMoneySubmission } from '@/lib/use-money-submission.ts';
import { bindEmail, bindMobile } from '../api/profile.ts';
import { bindSmsCountdown } from '../bind-sms-countdown.actor.ts';
import { fieldOf } from '../validation.ts';
import { WalletFailure } from './wallet-failure.tsx';
import styles from './wallet.module.css';

const sixDigits = /^\d{6}$/;

/**
 * Binds the mobile number: its dialing code is picked from the platform's countries as at
 * registration (preset to the visitor's country); "Get code" runs the SMS countdown chart
 * (challenge, throttled send, countdown), then the code binds the number. The bound number
 * shows masked.
 */
const MobileForm = ({ onBound }: { onBound: (config: SecurityConfig) => void }) => {
  const { t } = useTranslation('memberCenter');
  const { t: tSite } = useTranslation();
  const sms = useActorRef(bindSmsCountdown, { input: { mobileRule: null }, inspect: flowInspect });
  const view = useSelector(
    sms,
    (snapshot) => ({
      canSend: snapshot.hasTag('canSend'),
      sending: snapshot.hasTag('sending'),
      counting: snapshot.hasTag('counting'),
      remaining: snapshot.context.remaining,
      mobileError: snapshot.context.fieldError,
      failure: snapshot.context.errorMessage,
    }),
    shallowEqual,
  );
  const [codeError, setCodeError] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useMoneySubmission(
    (body: { mobileNum: string; countryDialingCode: string; verificationCode: string }) =>
      bindMobile(body),
    (config) => {
      formRef.current?.reset();
      setSaved(config.mobile);
      onBound(config);
    },
  );
  /** The number and its dialing code as the form holds them now. */
  const numberOf = () => {
    const form = new FormData(formRef.current ?? undefined);
    return {
      mobileNum: fieldOf(form, 'mobileNum').trim(),
      countryDialingCode: fieldOf(form, 'countryDialingCode').trim(),
    };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const verificationCode = fieldOf(form, 'verificationCode').trim();
    const missing = !sixDigits.test(verificationCode);
    setCodeError(missing);
    setSaved(null);
    if (!missing) void submission.submit({ ...numberOf(), verificationCode });
  };
  const buttonLabel = view.counting
    ? tSite('sms.resendIn', { seconds: view.remaining })
    : view.sending
      ? tSite('sms.sending')
      : tSite('sms.getCode');

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('profile.contact.bindMobile')}
    >
      <CountryCodeField />
      <TextField
        name="mobileNum"
        label={t('profile.contact.newMobile')}
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={15}
        error={
          view.mobileError
            ? tSite(messageKey(view.mobileError.key), view.mobileError.params ?? {})
            : undefined
        }
      />
      <TextField
        name="verificationCode"
        className={styles.codeField}
        label={tSite('sms.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={codeError ? t('profile.contact.codeRequired') : undefined}
        addon={
          <Button
            className={styles.codeButton}
            disabled={!view.canSend}
            aria-busy={view.sending || undefined}
            onClick={() => sms.send({ type: 'sms.send', ...numberOf() })}
          >
            {buttonLabel}
          </Button>
        }
      />
      <Button
        type="submit"
        variant="primary"
        disabled={submission.busy}
        aria-busy={submission.busy}
      >
        {t('profile.contact.bindMobile')}
      </Button>
      {/* A live region kept in place so the notice is announced when it appears. */}
      <p aria-live="polite" className={styles.hint}>
        {view.counting ? tSite('sms.sent') : ''}
      </p>
      {view.failure && (
        <FormAlert>{tSite(messageKey(view.failure.key), view.failure.params ?? {})}</FormAlert>
      )}
      <WalletFailure error={submission.error} />
      {saved !== null && (
        <p role="status" className={styles.notice}>
          {t('profile.contact.mobileSaved', { mobile: saved })}
        </p>
      )}
    </form>
  );
};

/** Binds (or replaces) the email, checked as the platform checks it. */
const EmailForm = ({ onBound }: { onBound: (config: SecurityConfig) => void }) => {
  const { t } = useTranslation('memberCenter');
  const [invalid, setInvalid] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useMoneySubmission(
    (email: string) => bindEmail(email),
    (config) => {
      formRef.current?.reset();
      setSaved(config.email);
      onBound(config);
    },
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = fieldOf(new FormData(event.currentTarget), 'email').trim();
    const bad = !isEmailAddress(email);
    setInvalid(bad);
    setSaved(null);
    if (!bad) void submission.submit(email);
  };
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('profile.contact.bindEmail')}
    >
      <TextField
        name="email"
        type="email"
        label={t('profile.contact.newEmail')}
        autoComplete="email"
        maxLength={64}
        error={invalid ? t('profile.contact.emailInvalid') : undefined}
      />
      <Button
        type="submit"
        variant="primary"
        disabled={submission.busy}
        aria-busy={submission.busy}
      >
        {t('profile.contact.bindEmail')}
      </Button>
      <WalletFailure error={submission.error} />
      {saved !== null && (
        <p role="status" className={styles.notice}>
          {t('profile.contact.emailSaved', { email: saved })}
        </p>
      )}
    </form>
  );
};

/** The bound mobile number and email (masked by the platform) and the forms that bind them. */
export const ContactSection = ({
  config,
  onConfig,
}: {
  config: SecurityConfig;
  onConfig: (config: SecurityConfig) => void;
}) => {
  const { t } = useTranslation('memberCenter');
  return (
    <section className={styles.section} aria-labelledby="wallet-contact">
      <h4 id="wallet-contact">{t('profile.contact.title')}</h4>
      <dl className={styles.facts}>
        <div>
          <dt>{t('profile.contact.mobile')}</dt>
          <dd>
            {config.mobile === null
              ? t('profile.contact.none')
              : `${config.countryDialingCode ?? ''} ${config.mobile}`.trim()}
          </dd>
        </div>
        <div>
          <dt>{t('profile.contact.email')}</dt>
          <dd>{config.email ?? t('profile.contact.none')}</dd>
        </div>
      </dl>
      <MobileForm onBound={onConfig} />
      <EmailForm onBound={onConfig} />
    </section>
  );
};
