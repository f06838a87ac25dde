import fp from 'fastify-plugin';
import { fail } from '@his/shared/envelope';
import { errorCatalogue, errorMessage } from '@his/shared/errors';
import type { ErrorCode } from '@his/shared/errors';
import { BffError } from '../errors.ts';

const statusOf = (error: unknown): number => {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const { statusCode } = error;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600) return statusCode;
  }
  return 500;
};

/** Fastify's own client errors (bad JSON, wrong media type, body too large) as our codes. */
const codeForClientError = (status: number): ErrorCode => {
  if (status === 404) return 'not.found';
  if (status === 405) return 'http_method_not_support';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'request_param_err';
};

/**
 * One error handler: every failure leaves as the platform envelope with a stable code and that
 * code's status. 5xx text is the catalogue's, never an exception message or stack.
 */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler(async (error, request, reply) => {
      if (error instanceof BffError) {
        if (error.statusCode >= 500) {
          request.log.warn({ err: error.cause ?? error, code: error.code }, 'request failed');
        }
        return reply.code(error.statusCode).headers(error.headers).send(error.toEnvelope());
      }
      const status = statusOf(error);
      if (status < 500) {
        const code = codeForClientError(status);
        // The code only: a JSON parse message quotes the body, which may hold a password.
        request.log.info({ code, reason: fastifyCode(error) }, 'client error');
        return reply.code(errorCatalogue[code].status).send(fail(code, errorMessage(code)));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(fail('internal.error', errorMessage('internal.error')));
    });
  },
  { name: 'error-handler' },
);

const fastifyCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
