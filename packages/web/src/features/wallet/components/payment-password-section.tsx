import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawSettings } from '@his/shared/schemas/withdraw';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-failure.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { changePaymentPassword } from '../api/change-payment-password.ts';
import { setPaymentPassword } from '../api/set-payment-password.ts';
import { formatMoment } from '../format.ts';
import { useMoneySubmission } from '@/lib/use-money-submission.ts';
import { fieldOf, isSixDigits } from '../validation.ts';
import { WalletFailure } from './wallet-failure.tsx';
import styles from './wallet.module.css';

type Field = 'oldPassword' | 'password' | 'confirmPassword';
type FieldErrors = Partial<Record<Field, 'sixDigits' | 'mismatch'>>;

const passwordInput = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: 6,
} as const;

/**
 * Sets the first payment password (six digits, twice) or changes it (the current one, then the
 * new one twice); a locked password says until when.
 */
export const PaymentPasswordSection = ({
  state,
  onChanged,
}: {
  state: WithdrawSettings['paymentPassword'];
  onChanged: () => void;
}) => {
  const { t, i18n } = useTranslation('memberCenter');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useMoneySubmission(
    (body: { oldPassword: string; password: string; confirmPassword: string }) =>
      state.set
        ? changePaymentPassword({
            oldPassword: body.oldPassword,
            newPassword: body.password,
            confirmNewPassword: body.confirmPassword,
          })
        : setPaymentPassword({ password: body.password, confirmPassword: body.confirmPassword }),
    () => {
      formRef.current?.reset();
      setSaved(true);
      onChanged();
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      oldPassword: fieldOf(form, 'oldPassword'),
      password: fieldOf(form, 'password'),
      confirmPassword: fieldOf(form, 'confirmPassword'),
    };
    const found: FieldErrors = {};
    if (state.set && !isSixDigits(body.oldPassword)) found.oldPassword = 'sixDigits';
    if (!isSixDigits(body.password)) found.password = 'sixDigits';
    if (body.confirmPassword !== body.password) found.confirmPassword = 'mismatch';
    setErrors(found);
    setSaved(false);
    if (Object.keys(found).length === 0) void submission.submit(body);
  };
  const errorOf = (field: Field) => {
    const error = errors[field];
    return error ? t(`wallet.validation.${error}`) : undefined;
  };

  return (
    <section className={styles.section} aria-labelledby="wallet-payment-password">
      <h4 id="wallet-payment-password">{t('wallet.paymentPassword.title')}</h4>
      <p className={styles.hint}>
        {state.set ? t('wallet.paymentPassword.isSet') : t('wallet.paymentPassword.notSet')}
      </p>
      {state.lockedUntil !== null && (
        <FormAlert>
          {t('wallet.lockedUntil', { time: formatMoment(state.lockedUntil, i18n.language) })}
        </FormAlert>
      )}
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        {state.set && (
          <TextField
            {...passwordInput}
            name="oldPassword"
            label={t('wallet.paymentPassword.old')}
            error={errorOf('oldPassword')}
          />
        )}
        <TextField
          {...passwordInput}
          name="password"
          label={t(state.set ? 'wallet.paymentPassword.new' : 'wallet.paymentPassword.password')}
          error={errorOf('password')}
        />
        <TextField
          {...passwordInput}
          name="confirmPassword"
          label={t(
            state.set ? 'wallet.paymentPassword.confirmNew' : 'wallet.paymentPassword.confirm',
          )}
          error={errorOf('confirmPassword')}
        />
        <Button
          type="submit"
          variant="primary"
          disabled={submission.busy}
          aria-busy={submission.busy}
        >
          {t(state.set ? 'wallet.paymentPassword.change' : 'wallet.paymentPassword.set')}
        </Button>
      </form>
      <WalletFailure error={submission.error} />
      {saved && (
        <p role="status" className={styles.notice}>
          {t('wallet.paymentPassword.saved')}
        </p>
      )}
    </section>
  );
};
