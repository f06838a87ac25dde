import { useState, type FormEvent } from 'react';
import type { PointConfig, PointConversion } from '@his/shared/schemas/points';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useMoneySubmission } from '@/lib/use-money-submission.ts';
import { convertPoints } from '../api/convert-points.ts';
import { decimalOf, hundredthsOf, usePointsText } from '../use-points-text.ts';
import { PointsFailure } from './points-failure.tsx';
import moneyForm from '@/components/ui/money-form.module.css';
import styles from './points.module.css';

type Field = 'points' | 'password';

/**
 * Whole points to cash at the config's rate, behind the payment password: checked here as the
 * upstream checks it (whole, at least the minimum, not above the balance), then sent through the
 * money submission (one idempotency key per attempt).
 */
export const ConvertForm = ({
  config,
  balance,
  onConverted,
}: {
  config: PointConfig;
  balance: string;
  onConverted: (conversion: PointConversion) => void;
}) => {
  const { t, amount } = usePointsText();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [points, setPoints] = useState('');
  const attempt = useMoneySubmission(convertPoints, onConverted);
  const whole = /^[1-9][0-9]{0,8}$/.test(points) ? BigInt(points) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '').trim();
    const found: Partial<Record<Field, string>> = {};
    if (whole === null) found.points = t('convert.wholePoints');
    else if (whole < BigInt(config.minConvertPoints)) {
      found.points = t('convert.tooFew', { min: config.minConvertPoints });
    } else if (whole * 100n > hundredthsOf(balance)) {
      found.points = t('convert.tooMany', { points: amount(balance) });
    }
    if (!/^[0-9]{6}$/.test(password)) found.password = t('convert.sixDigits');
    setErrors(found);
    if (Object.keys(found).length === 0) void attempt.submit({ points, password });
  };
  return (
    <section aria-labelledby="point-convert" className={styles.section}>
      <h2 id="point-convert">{t('convert.title')}</h2>
      <p className={styles.muted}>
        {t('convert.rule', {
          rate: config.convertRate,
          currency: config.currency,
          min: config.minConvertPoints,
        })}
      </p>
      <form
        className={moneyForm.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={t('convert.title')}
      >
        <TextField
          name="points"
          label={t('convert.points')}
          inputMode="numeric"
          autoComplete="off"
          value={points}
          onChange={(event) => setPoints(event.target.value.trim())}
          error={errors.points}
        />
        <TextField
          name="password"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          label={t('convert.password')}
          error={errors.password}
        />
        <Button type="submit" variant="primary" disabled={attempt.busy} aria-busy={attempt.busy}>
          {attempt.busy ? t('convert.sending') : t('convert.submit')}
        </Button>
      </form>
      {whole !== null && (
        <p className={moneyForm.hint}>
          {t('convert.youGet', {
            amount: amount(decimalOf(whole * hundredthsOf(config.convertRate))),
            currency: config.currency,
          })}
        </p>
      )}
      <PointsFailure error={attempt.error} />
    </section>
  );
};
