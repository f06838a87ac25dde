import type { ErrorCode } from '@his/shared/errors';

/**
 * A failure the caller caused or may see: answered with the code's HTTP status from the shared
 * catalogue and `value` as the envelope's details (e.g. `{ captcha: true }`).
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly value: unknown;

  constructor(code: ErrorCode, value: unknown = null) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.value = value;
  }
}
