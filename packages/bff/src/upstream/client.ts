import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher } from 'undici';
import { envelopeSchema } from '@his/shared/envelope';
import type { Envelope } from '@his/shared/envelope';
import type { HttpMethod } from '@his/shared/calls';
import { z } from 'zod';
import { BffError } from '../errors.ts';
import { parseJsonAnswer, readAnswer } from './body.ts';
import { toUpstreamError } from './errors.ts';

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
 * logout, the RSA key, readiness). Never retried: a login or logout must not run twice.
 */
export const sendUpstream = async (
  pool: Dispatcher,
  request: UpstreamRequest,
): Promise<UpstreamAnswer> => {
  let response: Dispatcher.ResponseData;
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
  return { status: response.statusCode, headers: response.headers, text };
};

const anyEnvelopeSchema = envelopeSchema(z.unknown());

/** The `{ success, value, message, errorCode }` of a `/wps` answer, or 502 when it is not one. */
export const parseEnvelope = (text: string): Envelope<unknown> => {
  const parsed = anyEnvelopeSchema.safeParse(parseJsonAnswer(text));
  if (!parsed.success) throw new BffError('upstream.bad.answer', { cause: parsed.error });
  return parsed.data;
};
