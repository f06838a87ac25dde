import { fail } from '@his/shared/envelope';
import type { Failure } from '@his/shared/envelope';
import { errorCatalogue, errorMessage } from '@his/shared/errors';
import type { ErrorCode } from '@his/shared/errors';

interface BffErrorOptions {
  cause?: unknown;
  /** Details for the browser in the envelope's `value` (e.g. `{ captcha: true }`). */
  value?: unknown;
  headers?: Record<string, string>;
}

/**
 * A failure the bff answers itself: a stable code from the shared catalogue, whose HTTP status
 * and text it takes. The error handler turns it into the platform envelope.
 */
export class BffError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly value: unknown;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: BffErrorOptions = {}) {
    super(errorMessage(code), { cause: options.cause });
    this.name = 'BffError';
    this.code = code;
    this.statusCode = errorCatalogue[code].status;
    this.value = options.value ?? null;
    this.headers = options.headers ?? {};
  }

  toEnvelope(): Failure {
    return fail(this.code, this.message, this.value);
  }
}
