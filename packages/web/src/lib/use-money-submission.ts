import { useRef, useState } from 'react';
import { ApiError } from './api.ts';

/** A failure the server may not have seen the end of: the same attempt may be sent again. */
const mayRetry = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * One form's submission of a money call (the wallet's, the transfer's): busy while it runs, its failure kept to show, and an
 * idempotency key per attempt (issue 14). A second submit while one runs (a double click) sends
 * nothing; submitting the same body again after a failure the server may have acted on (no
 * answer, 5xx) reuses the attempt's key, so money moves at most once; a definite answer or
 * another body starts a new attempt with a new key.
 */
export const useMoneySubmission = <Body, Value>(
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
  return { submit, busy, error, clearError: () => setError(null) };
};
