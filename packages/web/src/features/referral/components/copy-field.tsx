import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import styles from './referral.module.css';

/** A read-only value with a button that copies it, saying whether that worked. */
export const CopyField = ({
  label,
  value,
  copyLabel,
}: {
  label: string;
  value: string;
  copyLabel: string;
}) => {
  const { t } = useTranslation('memberCenter');
  const id = useId();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <div className={styles.copyField}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.copyRow}>
        <input id={id} readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
        <Button onClick={() => void copy()}>{copyLabel}</Button>
      </div>
      <p role="status" className={styles.copyOutcome}>
        {outcome === 'copied' && t('referral.copied')}
        {outcome === 'failed' && t('referral.copyFailed')}
      </p>
    </div>
  );
};
