import { BffError } from '../errors.ts';

const timeoutCodes = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_ABORTED',
  'ETIMEDOUT',
  'FST_REPLY_FROM_TIMEOUT',
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
]);

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
  'FST_REPLY_FROM_SERVICE_UNAVAILABLE',
]);

/** Every error code and name along the cause chain (reply-from and Node wrap the real one). */
const codesOf = (error: unknown, depth = 0): string[] => {
  if (depth > 5 || typeof error !== 'object' || error === null) return [];
  const found: string[] = [];
  if ('code' in error && typeof error.code === 'string') found.push(error.code);
  if ('name' in error && typeof error.name === 'string') found.push(error.name);
  if ('cause' in error) found.push(...codesOf(error.cause, depth + 1));
  if (error instanceof AggregateError) {
    for (const inner of error.errors) found.push(...codesOf(inner, depth + 1));
  }
  return found;
};

/**
 * Maps a failed upstream exchange to a coded error: a timeout is 504 `upstream.timeout`, a
 * refused or broken connection 503 `upstream.unavailable`, anything else (TLS verification
 * failure, a protocol error) 502 `upstream.bad.answer`. The cause stays for the log only.
 */
export const toUpstreamError = (error: unknown): BffError => {
  if (error instanceof BffError) return error;
  const codes = codesOf(error);
  if (
    codes.some((code) => timeoutCodes.has(code) || code === 'TimeoutError' || code === 'AbortError')
  ) {
    return new BffError('upstream.timeout', { cause: error });
  }
  if (codes.some((code) => unavailableCodes.has(code))) {
    return new BffError('upstream.unavailable', { cause: error });
  }
  return new BffError('upstream.bad.answer', { cause: error });
};
