import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { BankCard } from '@his/shared/schemas/withdraw';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { formatAmount } from '../format.ts';
import { fieldOf } from '../validation.ts';
import { useWithdrawForm } from '../withdraw-form.actor.ts';
import { WalletFailure } from './wallet-failure.tsx';
import styles from './wallet.module.css';

/**
 * Card, amount and payment password, on the `withdrawForm` chart: it checks the fields, sends
 * one withdrawal per submission under one idempotency key (a double click sends once, the
 * button is busy meanwhile) and keeps the key for the same withdrawal after no answer.
 */
export const WithdrawForm = ({
  cards,
  onWithdrawn,
}: {
  cards: BankCard[];
  onWithdrawn: () => void;
}) => {
  const { t } = useTranslation('memberCenter');
  const form = useWithdrawForm(
    cards.map((card) => card.id),
    onWithdrawn,
  );
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const { fieldErrors, error, requested } = useSelector(form, (snapshot) => snapshot.context);
  const errorOf = (field: keyof typeof fieldErrors) => {
    const problem = fieldErrors[field];
    return problem ? t(`wallet.validation.${problem}`) : undefined;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    form.send({
      type: 'withdraw.submit',
      values: {
        bankCardId: Number(fieldOf(values, 'bankCardId')),
        amount: fieldOf(values, 'amount'),
        password: fieldOf(values, 'password'),
      },
    });
  };
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('wallet.withdraw.submit')}
    >
      <label className={styles.select}>
        {t('wallet.withdraw.card')}
        <select name="bankCardId" defaultValue={cards[0]?.id}>
          {cards.map((card) => (
            <option key={card.id} value={card.id}>
              {card.bankName} {card.accountNumberMasked}
            </option>
          ))}
        </select>
        {fieldErrors.bankCardId && <span className={styles.hint}>{errorOf('bankCardId')}</span>}
      </label>
      <TextField
        name="amount"
        label={t('wallet.withdraw.amount')}
        inputMode="decimal"
        autoComplete="off"
        error={errorOf('amount')}
      />
      <TextField
        name="password"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        label={t('wallet.paymentPassword.password')}
        error={errorOf('password')}
      />
      <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
        {busy ? t('wallet.withdraw.sending') : t('wallet.withdraw.submit')}
      </Button>
      <WalletFailure error={error} />
      {requested && (
        <p role="status" className={styles.notice}>
          {t('wallet.withdraw.requested', { amount: formatAmount(requested) })}
        </p>
      )}
    </form>
  );
};
