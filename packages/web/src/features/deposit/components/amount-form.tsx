import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AmountProblem } from '@his/machines/deposit';
import type { DepositChannel } from '@his/shared/schemas/deposit';
import { Button } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useFormats } from '../use-formats.ts';
import moneyForm from '@/components/ui/money-form.module.css';

interface AmountFormProps {
  channel: DepositChannel;
  currency: string;
  problem: AmountProblem | null;
  error: string | null;
  busy: boolean;
  onSubmit: (amount: string) => void;
}

/** The amount for the chosen channel; the chart checks it against the limits before sending. */
export const AmountForm = ({
  channel,
  currency,
  problem,
  error,
  busy,
  onSubmit,
}: AmountFormProps) => {
  const { t } = useTranslation('memberCenter');
  const { money } = useFormats();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = new FormData(event.currentTarget).get('amount');
    onSubmit(typeof amount === 'string' ? amount : '');
  };
  const limits = { min: money(channel.minAmount), max: money(channel.maxAmount) };
  return (
    <form className={moneyForm.form} onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        label={t('deposit.amount', { currency })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        error={problem ? t(`deposit.amountProblem.${problem}`, limits) : undefined}
      />
      <Button type="submit" variant="primary">
        {busy ? t('deposit.creating') : t('deposit.submit')}
      </Button>
      <FormFailure code={error} />
    </form>
  );
};
