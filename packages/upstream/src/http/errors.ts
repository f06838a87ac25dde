import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@his/shared/envelope';
import type { ErrorCode } from '@his/shared/errors';
import { errorCatalogue, errorMessage } from '@his/shared/errors';
import { ApiError } from './api-error.ts';

/** Seconds a caller should wait before trying again, for codes that say "not now". */
const retryAfter: Partial<Record<ErrorCode, number>> = { 'system.busy': 1 };

const send = (reply: FastifyReply, code: ErrorCode, value: unknown = null) => {
  const seconds = retryAfter[code];
  if (seconds !== undefined) void reply.header('retry-after', String(seconds));
  return reply.code(errorCatalogue[code].status).send(fail(code, errorMessage(code), value));
};

/**
 * Errors a framework raises before our handler runs (bad URL, body too large, unsupported
 * content) are the caller's: they answer `request_param_err`, never a 5xx.
 */
export const frameworkErrors = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void => {
  request.log.info({ code: error.code }, 'request refused by the framework');
  void send(reply, 'request_param_err');
};

/**
 * SQLSTATE class 22 (data exception: a number out of range, text the column type cannot hold):
 * a value from the request the schemas let through but the database refuses. The schemas are the
 * first line (they bound what they know); this keeps any value they miss from becoming a 500.
 */
const isDataException = (error: unknown): boolean => {
  const code: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : null;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
};

/**
 * One error handler for the whole app: coded errors answer their catalogue status; framework
 * 4xx become `request_param_err`; anything else is our fault, logged in full and answered as a
 * bare 500 `internal.error` without its text.
 */
export const installErrorHandling = (app: FastifyInstance, knownPaths: ReadonlySet<string>) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      request.log.info({ code: error.code }, 'request failed');
      return send(reply, error.code, error.value);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      frameworkErrors(error, request, reply);
      return reply;
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input the database refused');
      return send(reply, 'request_param_err');
    }
    request.log.error({ err: error }, 'unexpected failure');
    return send(reply, 'internal.error');
  });

  // A known path with another verb is the platform's `#459 http_method_not_support`.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return send(reply, knownPaths.has(path) ? 'http_method_not_support' : 'not.found');
  });
};
