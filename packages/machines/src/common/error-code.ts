import type { ErrorCode } from '@his/shared/errors';

/**
 * Code used when an actor rejects with something that carries no code (a bug, or an error the
 * web's client did not wrap). The web maps it to a generic "system error" message.
 */
const unknownErrorCode: ErrorCode = 'internal.error';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Reads the stable error code from whatever an actor rejected with. The web's API client rejects
 * with an `ApiError` (`code: string`); anything else becomes {@link unknownErrorCode}, so no
 * server text ever reaches the context.
 */
export const errorCodeOf = (error: unknown): string =>
  isRecord(error) && typeof error.code === 'string' && error.code.length > 0
    ? error.code
    : unknownErrorCode;

/** Whether a rejection asks for a captcha on the next attempt (login failures only). */
export const errorAsksCaptcha = (error: unknown): boolean =>
  isRecord(error) && error.captcha === true;
