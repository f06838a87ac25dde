import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Dispatcher } from 'undici';
import { envelopeSchema } from '@his/shared/envelope';
import type { Envelope } from '@his/shared/envelope';
import type { HttpMethod } from '@his/shared/calls';
import { z } from 'zod';
import { BffError } from '../errors.ts';
import { parseJsonAnswer, readAnswer } from './body.ts';
import type { DeadlinePool } from './deadline.ts';
import { toUpstreamError } from './errors.ts';
import { platformServerError } from './server-error.ts';

export interface UpstreamRequest {
  method: HttpMethod;
  /** Path and query; the origin is the pool's. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One exchange with the platform for the calls the bff makes itself (login, member info,
 * logout, the RSA key, readiness), within the pool's deadline (body included). Never retried:
 * a login or logout must not run twice. A platform 5xx is thrown as its coded error
 * (`platformServerError`), so no caller relays its text.
 */
export const sendUpstream = async (
  pool: Pick<DeadlinePool, 'request'>,
  request: UpstreamRequest,
  log: FastifyBaseLogger,
): Promise<UpstreamAnswer> => {
  let response: Dispatcher.ResponseData<unknown>;
  try {
    response = await pool.request({
      method: request.method,
      path: request.path,
      headers: request.headers,
      body: request.body ?? null,
      signal: request.signal ?? null,
    });
  } catch (error) {
    throw toUpstreamError(error);
  }
  const text = await readAnswer(response.body);
  if (response.statusCode >= 500) {
    throw platformServerError(log, {
      status: response.statusCode,
      path: request.path.split('?', 1)[0] ?? '',
      text,
      secrets: [request.headers.authorization ?? ''],
      requestId: request.headers['x-request-id'],
    });
  }
  return { status: response.statusCode, headers: response.headers, text };
};

const anyEnvelopeSchema = envelopeSchema(z.unknown());

/** The `{ success, value, message, errorCode }` of a `/wps` answer, or 502 when it is not one. */
export const parseEnvelope = (text: string): Envelope<unknown> => {
  const parsed = anyEnvelopeSchema.safeParse(parseJsonAnswer(text));
  if (!parsed.success) throw new BffError('upstream.bad.answer', { cause: parsed.error });
  return parsed.data;
};
