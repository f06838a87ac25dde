import { useDeferredValue, useState } from 'react';
import { useActor } from '@xstate/react';
import { fromPromise } from 'xstate';

export type Loaded<T> =
  { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

type Settled<T> = Exclude<Loaded<T>, { status: 'loading' }>;

const loading = { status: 'loading' } as const;

/**
 * One read-only call as a promise actor that starts with the component and is aborted when it
 * unmounts. A failure is an outcome to show, not an actor error (which `useActor` would throw
 * into the page). It loads once: a parent that wants it again (retry, changed favourites) gives
 * the component a new `key`. What arrives renders as a deferred value: React renders a long
 * list in slices between which the page paints and answers input, not in one long task.
 */
export const useLoad = <T>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> => {
  const [logic] = useState(() =>
    fromPromise<Settled<T>>(async ({ signal }) => {
      try {
        return { status: 'done', value: await load(signal) };
      } catch (error) {
        return { status: 'failed', error };
      }
    }),
  );
  const [snapshot] = useActor(logic);
  return useDeferredValue(
    snapshot.status === 'done' && snapshot.output ? snapshot.output : loading,
  );
};
