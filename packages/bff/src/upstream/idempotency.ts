import type { FastifyRequest } from 'fastify';
import { BffError } from '../errors.ts';

/** The header of a money POST (see `idempotent` in the call registry), as the platform reads it. */
const idempotencyHeader = 'idempotency-key';

/** The upstream's format: 16–64 URL-safe characters (a UUID or a base64url nonce). */
const keyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The browser's idempotency key for a money call, checked here as the upstream checks it, so a
 * request without a usable key is refused (400 `request_param_err` naming the header) before
 * anything is sent. One header line only: two could disagree about which action this is.
 */
export const idempotencyKeyOf = (request: FastifyRequest): string => {
  const value = request.headers[idempotencyHeader];
  if (typeof value !== 'string' || !keyPattern.test(value)) {
    throw new BffError('request_param_err', { value: { fields: [idempotencyHeader] } });
  }
  return value;
};
