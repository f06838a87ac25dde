import { ApiError } from '@/lib/api.ts';

/** The coded error a failed call rejected with (a fault of our own without one). */
export const failureCode = (error: unknown): string =>
  error instanceof ApiError ? error.code : 'internal.error';
