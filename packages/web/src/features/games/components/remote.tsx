import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Button } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import type { Settled } from '../settled.ts';
import { settle } from '../settled.ts';
import styles from './remote.module.css';

interface RemoteProps<T> {
  /** The call(s) behind this part of the page; aborted when the part leaves the screen. */
  load: (signal: AbortSignal) => Promise<T>;
  children: (value: T) => ReactNode;
  /** What shows while the call runs (a placeholder of the final size, so nothing shifts). */
  placeholder: ReactNode;
  /** How a failure shows; by default its coded text and a retry button in place. */
  failure?: (code: string, retry: () => void) => ReactNode;
}

interface AttemptProps<T> extends RemoteProps<T> {
  onRetry: () => void;
}

const Attempt = <T,>({ load, children, placeholder, failure, onRetry }: AttemptProps<T>) => {
  const { t } = useTranslation();
  const [logic] = useState(() => fromPromise<Settled<T>>(({ signal }) => settle(load(signal))));
  const [snapshot] = useActor(logic);
  if (snapshot.status !== 'done') return placeholder;
  const outcome = snapshot.output;
  if (outcome.ok) return children(outcome.value);
  if (failure) return failure(outcome.code, onRetry);
  return (
    <div className={styles.failed}>
      <FormFailure code={outcome.code} />
      <Button onClick={onRetry}>{t('games.retry')}</Button>
    </div>
  );
};

/**
 * One part of a page fed by a call: its placeholder while the call runs, the content once it
 * answered, the coded failure with a retry (a fresh call) when it did not.
 */
export const Remote = <T,>(props: RemoteProps<T>) => {
  const [attempt, setAttempt] = useState(0);
  return <Attempt key={attempt} {...props} onRetry={() => setAttempt((value) => value + 1)} />;
};
