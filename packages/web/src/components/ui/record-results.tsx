import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { FormFailure } from './form-failure.tsx';
import type { RecordAnswer } from '@/lib/use-record-query.ts';
import styles from './record-results.module.css';

interface RecordResultsProps<T> {
  /** The answer to the page's query, as its `recordQuery` chart holds it. */
  answer: RecordAnswer<T>;
  children: (value: T) => ReactNode;
  onRetry: () => void;
}

/** One query's answer: shown, loading, or its failure with a retry. */
export const RecordResults = <T,>({ answer, children, onRetry }: RecordResultsProps<T>) => {
  const { t } = useTranslation('memberCenter');
  if (answer.status === 'loading') return <p className={styles.muted}>{t('records.loading')}</p>;
  if (answer.status === 'failed') {
    const { error } = answer;
    const code =
      typeof error === 'object' && error !== null && 'code' in error
        ? String(error.code)
        : 'network.error';
    return (
      <>
        <FormFailure code={code} />
        <Button onClick={onRetry}>{t('records.retry')}</Button>
      </>
    );
  }
  return <>{children(answer.value)}</>;
};
