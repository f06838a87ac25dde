import { ApiError } from '@/lib/api.ts';

/** The stable code of a failed call; anything else reads as a system error. */
const codeOf = (error: unknown): string =>
  error instanceof ApiError ? error.code : 'internal.error';

/** A call's outcome as data: its value, or the code of its failure. */
export type Settled<T> = { ok: true; value: T } | { ok: false; code: string };

/**
 * Waits for a call and never rejects: the page shows a failure as a coded message (an actor
 * whose promise rejects would throw into React's error boundary instead).
 */
export const settle = async <T>(promise: Promise<T>): Promise<Settled<T>> => {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, code: codeOf(error) };
  }
};
