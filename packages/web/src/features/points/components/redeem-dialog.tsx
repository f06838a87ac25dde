import { useState, type FormEvent } from 'react';
import type { PointReward, RedeemRewardResult } from '@his/shared/schemas/points';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useMoneySubmission } from '@/lib/use-money-submission.ts';
import { redeemReward } from '../api/redeem-reward.ts';
import { usePointsText } from '../use-points-text.ts';
import { PointsFailure } from './points-failure.tsx';
import moneyForm from '@/components/ui/money-form.module.css';

/**
 * Redeeming one reward: its cost, the payment password, and the request sent through the money
 * submission (one idempotency key per attempt; a double click sends once). The upstream checks
 * the stock, the points and the password again; its refusal shows here.
 */
export const RedeemDialog = ({
  reward,
  name,
  onClose,
  onRedeemed,
}: {
  reward: PointReward;
  name: string;
  onClose: () => void;
  onRedeemed: (result: RedeemRewardResult) => void;
}) => {
  const { t, amount } = usePointsText();
  const [error, setError] = useState<string | undefined>();
  const attempt = useMoneySubmission(redeemReward, onRedeemed);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '').trim();
    const wrong = /^[0-9]{6}$/.test(password) ? undefined : t('redeem.sixDigits');
    setError(wrong);
    if (!wrong) void attempt.submit({ rewardId: reward.id, password });
  };
  return (
    <Dialog
      title={t('redeem.title', { name })}
      onDismiss={onClose}
      onClose={onClose}
      closeLabel={t('redeem.cancel')}
    >
      <form className={moneyForm.page} onSubmit={onSubmit} noValidate>
        <p>{t('redeem.summary', { points: amount(reward.cost) })}</p>
        <TextField
          name="password"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          label={t('redeem.password')}
          error={error}
          data-autofocus
        />
        <div className={moneyForm.actions}>
          <Button type="submit" variant="primary" disabled={attempt.busy} aria-busy={attempt.busy}>
            {attempt.busy ? t('redeem.sending') : t('redeem.confirm')}
          </Button>
          <Button onClick={onClose}>{t('redeem.cancel')}</Button>
        </div>
        <PointsFailure error={attempt.error} />
      </form>
    </Dialog>
  );
};
