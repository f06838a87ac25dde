import { useEffect, useState } from 'react';

/** What a chunk loaded so far: the export it gives, or why not yet. */
export type Chunk<T> =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; value: T };

// Chunks loaded once, by name: the next use renders at once. A failed load is not kept, so a
// retry downloads it again.
const loaded = new Map<string, unknown>();

/**
 * A code-split part of the page (a modal body, a form), loaded with a plain promise when the
 * component first needs it. Not React.lazy: Suspense reveals resolved content on a timer (React
 * throttles fallbacks), which a paused page clock (the path tests pause it for countdowns) or a
 * throttled background tab holds back; a promise settles on its own.
 */
export const useChunk = <T>(name: string, load: () => Promise<T>): Chunk<T> => {
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [value, setValue] = useState(() => loaded.get(name) as T | undefined);
  useEffect(() => {
    if (value !== undefined) return;
    let current = true;
    load().then(
      (chunk) => {
        loaded.set(name, chunk);
        if (current) setValue(() => chunk);
      },
      () => {
        if (current) setFailedAttempt(attempt);
      },
    );
    return () => {
      current = false;
    };
  }, [value, name, load, attempt]);
  if (value !== undefined) return { status: 'ready', value };
  if (failedAttempt === attempt) return { status: 'failed', retry: () => setAttempt(attempt + 1) };
  return { status: 'loading' };
};

/**
 * Starts a chunk's load before any component asks for it (a route's loader, with the route's own
 * chunk): when it has arrived by the time `useChunk` first asks, that first render shows it,
 * without a render of the placeholder and an effect in between. A failure is left to the
 * component, whose own load asks again.
 */
export const preloadChunk = <T>(name: string, load: () => Promise<T>): void => {
  if (loaded.has(name)) return;
  load().then(
    (chunk) => loaded.set(name, chunk),
    () => undefined,
  );
};
