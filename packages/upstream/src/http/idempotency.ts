import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';

/**
 * The header a money POST carries (deposit order, withdrawal, transfer, receipt confirmation):
 * the browser makes one key per user action, the bff passes it on, and the upstream stores it
 * with the result, so a repeat (a double click, a retried request, a second tab sending the
 * same action) answers the first result and moves nothing.
 */
const idempotencyHeader = 'idempotency-key';

const keyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The request's idempotency key: 16–64 URL-safe characters (a UUID or a base64url nonce). A
 * missing or malformed key is the caller's mistake (`request_param_err` naming the header), so
 * no money call runs without one.
 */
export const idempotencyKeyOf = (request: FastifyRequest): string => {
  const value = request.headers[idempotencyHeader];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || !keyPattern.test(key)) {
    throw new ApiError('request_param_err', { fields: [idempotencyHeader] });
  }
  return key;
};
