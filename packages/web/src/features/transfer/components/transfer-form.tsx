import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransferUplineBody } from '@his/shared/schemas/transfer';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { centsOf, isAmount } from '../amounts.ts';
import { useMoneySubmission } from '@/lib/use-money-submission.ts';
import { TransferFailure } from './transfer-failure.tsx';
import moneyForm from '@/components/ui/money-form.module.css';

type Field = 'amount' | 'password';

const fieldOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Amount, payment password and an optional remark, checked before sending with `send` (the
 * transfer to the upline, or an agent's to a downline). One idempotency key per attempt: a
 * double click sends once (the button is busy meanwhile).
 */
export const TransferForm = <Transfer,>({
  available,
  currency,
  send,
  onTransferred,
}: {
  available: string;
  currency: string;
  send: (body: TransferUplineBody, idempotencyKey: string) => Promise<Transfer>;
  onTransferred: (transfer: Transfer) => void;
}) => {
  const { t } = useTranslation('memberCenter');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const attempt = useMoneySubmission(send, onTransferred);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const remark = fieldOf(form, 'remark');
    const body: TransferUplineBody = {
      amount: fieldOf(form, 'amount'),
      password: fieldOf(form, 'password'),
      ...(remark ? { remark } : {}),
    };
    const found: Partial<Record<Field, string>> = {};
    if (!isAmount(body.amount)) found.amount = t('transfer.validation.amount');
    else if (centsOf(body.amount) > centsOf(available)) {
      found.amount = t('transfer.validation.tooMuch');
    }
    if (!/^[0-9]{6}$/.test(body.password)) found.password = t('transfer.validation.sixDigits');
    setErrors(found);
    if (Object.keys(found).length === 0) void attempt.submit(body);
  };
  return (
    <form
      className={moneyForm.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('transfer.submit')}
    >
      <TextField
        name="amount"
        label={t('transfer.amount', { currency })}
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
        label={t('transfer.password')}
        error={errors.password}
      />
      <TextField name="remark" label={t('transfer.remark')} maxLength={140} autoComplete="off" />
      <Button type="submit" variant="primary" disabled={attempt.busy} aria-busy={attempt.busy}>
        {attempt.busy ? t('transfer.sending') : t('transfer.submit')}
      </Button>
      <TransferFailure error={attempt.error} />
    </form>
  );
};
