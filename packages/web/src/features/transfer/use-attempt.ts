import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api.ts';

/** A failure the server may not have seen the end of: the same attempt may be sent again. */
const mayRetry = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * One money call per attempt (issue 14): busy while it runs, its failure kept to show, and an
 * idempotency key per attempt. A submit while one runs (a double click) sends nothing; the same
 * body sent again after a failure the server may have acted on (no answer, 5xx) reuses the
 * attempt's key, so money moves at most once; an answer or another body starts a new attempt.
 */
export const useAttempt = <Body, Value>(
  send: (body: Body, idempotencyKey: string) => Promise<Value>,
  onDone: (value: Value) => void,
) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const running = useRef(false);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const submit = async (body: Body) => {
    if (running.current) return;
    running.current = true;
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized) {
      attempt.current = { key: crypto.randomUUID(), body: serialized };
    }
    setBusy(true);
    setError(null);
    try {
      const value = await send(body, attempt.current.key);
      attempt.current = null;
      onDone(value);
    } catch (failure) {
      if (!mayRetry(failure)) attempt.current = null;
      setError(failure);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { submit, busy, error };
};
