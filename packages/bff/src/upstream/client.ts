import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Dispatcher } from 'undici';
import type { Envelope } from '@his/shared/envelope';
import type { HttpMethod } from '@his/shared/calls';
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

const envelopeKeys = new Set(['success', 'value', 'message', 'errorCode']);

const isOptionalText = (value: unknown): boolean =>
  value === undefined || value === null || typeof value === 'string';

/**
 * A parsed `/wps` answer checked against the envelope (`{ success, value?, message?,
 * errorCode? }`, what `envelopeSchema(z.unknown())` accepts, checked by hand: this runs on every
 * relayed answer), or null when it is not one. `exact` says the answer holds nothing else, so
 * its text can be relayed as it came: the same JSON that dropping unknown keys would give.
 */
export const checkEnvelope = (
  text: string,
): { envelope: Envelope<unknown>; exact: boolean } | null => {
  const body = parseJsonAnswer(text);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { success, value, message, errorCode } = body as Record<string, unknown>;
  if (typeof success !== 'boolean' || !isOptionalText(message) || !isOptionalText(errorCode)) {
    return null;
  }
  let exact = true;
  for (const key of Object.keys(body)) {
    if (!envelopeKeys.has(key)) exact = false;
  }
  const envelope: Envelope<unknown> = { success };
  if (value !== undefined) envelope.value = value;
  if (message !== undefined) envelope.message = message as string | null;
  if (errorCode !== undefined) envelope.errorCode = errorCode as string | null;
  return { envelope, exact };
};

/** The `{ success, value, message, errorCode }` of a `/wps` answer, or 502 when it is not one. */
export const parseEnvelope = (text: string): Envelope<unknown> => {
  const checked = checkEnvelope(text);
  if (!checked) throw new BffError('upstream.bad.answer');
  return checked.envelope;
};
