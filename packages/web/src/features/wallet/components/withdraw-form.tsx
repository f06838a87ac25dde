import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCard, Withdrawal } from '@his/shared/schemas/withdraw';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { withdraw } from '../api/withdraw.ts';
import { formatAmount } from '../format.ts';
import { useSubmission } from '../use-submission.ts';
import { fieldOf, isAmount, isSixDigits } from '../validation.ts';
import { WalletFailure } from './wallet-failure.tsx';
import styles from './wallet.module.css';

type Field = 'bankCardId' | 'amount' | 'password';

/**
 * Card, amount and payment password. One idempotency key per submission attempt: a double click
 * sends once (the button is busy meanwhile), a retry of the same attempt reuses its key.
 */
export const WithdrawForm = ({
  cards,
  onWithdrawn,
}: {
  cards: BankCard[];
  onWithdrawn: (withdrawal: Withdrawal) => void;
}) => {
  const { t } = useTranslation('memberCenter');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [requested, setRequested] = useState<string | null>(null);
  const submission = useSubmission(withdraw, (withdrawal: Withdrawal) => {
    setRequested(withdrawal.amount);
    onWithdrawn(withdrawal);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      bankCardId: Number(fieldOf(form, 'bankCardId')),
      amount: fieldOf(form, 'amount'),
      password: fieldOf(form, 'password'),
    };
    const found: Partial<Record<Field, string>> = {};
    if (!cards.some((card) => card.id === body.bankCardId)) {
      found.bankCardId = t('wallet.validation.required');
    }
    if (!isAmount(body.amount)) found.amount = t('wallet.validation.amount');
    if (!isSixDigits(body.password)) found.password = t('wallet.validation.sixDigits');
    setErrors(found);
    setRequested(null);
    if (Object.keys(found).length === 0) void submission.submit(body);
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
        {errors.bankCardId && <span className={styles.hint}>{errors.bankCardId}</span>}
      </label>
      <TextField
        name="amount"
        label={t('wallet.withdraw.amount')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount}
      />
      <TextField
        name="password"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        label={t('wallet.paymentPassword.password')}
        error={errors.password}
      />
      <Button
        type="submit"
        variant="primary"
        disabled={submission.busy}
        aria-busy={submission.busy}
      >
        {submission.busy ? t('wallet.withdraw.sending') : t('wallet.withdraw.submit')}
      </Button>
      <WalletFailure error={submission.error} />
      {requested && (
        <p role="status" className={styles.notice}>
          {t('wallet.withdraw.requested', { amount: formatAmount(requested) })}
        </p>
      )}
    </form>
  );
};
