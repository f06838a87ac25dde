import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { useLoad } from '@/lib/use-load.ts';
import styles from './records.module.css';

interface RecordResultsProps<T> {
  /** The answer to the page's first query, read before the page showed. */
  initial: T | null;
  load: (signal: AbortSignal) => Promise<T>;
  children: (value: T) => ReactNode;
  onRetry: () => void;
}

const Loading = <T,>({ load, children, onRetry }: Omit<RecordResultsProps<T>, 'initial'>) => {
  const { t } = useTranslation('memberCenter');
  const loaded = useLoad(load);
  if (loaded.status === 'loading') return <p className={styles.muted}>{t('records.loading')}</p>;
  if (loaded.status === 'failed') {
    const code =
      typeof loaded.error === 'object' && loaded.error !== null && 'code' in loaded.error
        ? String(loaded.error.code)
        : 'network.error';
    return (
      <>
        <FormFailure code={code} />
        <Button onClick={onRetry}>{t('records.retry')}</Button>
      </>
    );
  }
  return <>{children(loaded.value)}</>;
};

/**
 * One query's answer: the first one as it was read before the page showed, every later one
 * loaded (the parent gives each query its own `key`, so a changed filter loads anew).
 */
export const RecordResults = <T,>({ initial, ...props }: RecordResultsProps<T>) =>
  initial !== null ? <>{props.children(initial)}</> : <Loading {...props} />;
