import type { z } from 'zod';
import type { BodyOf, CallDef, PublicValueOf, QueryOf } from '@his/shared/calls';
import { envelopeSchema, failureSchema } from '@his/shared/envelope';
import type { BffSession } from '@his/shared/bff';
import { bffPaths, bffSessionSchema, csrfHeader } from '@his/shared/bff';
import type { ClientErrorCode } from '@his/shared/i18n/en';
import { en } from '@his/shared/i18n/en';
import { currentLanguage } from './language.ts';

/**
 * A failed call as the app sees it: a stable code (shown as `errors.<code>`, never the
 * server's text), the HTTP status (0 when no answer arrived) and whether the platform asks
 * for a captcha on the next attempt.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly captcha: boolean;

  constructor(code: string, status: number, captcha = false) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.captcha = captcha;
  }
}

const networkError: ClientErrorCode = 'network.error';
const unknownCode = 'internal.error';

// Only codes we can show a text for travel on; anything else reads as a system error.
const knownCode = (code: string | null | undefined): string =>
  code && Object.hasOwn(en.errors, code) ? code : unknownCode;

const unauthorizedListeners = new Set<() => void>();

/**
 * Subscribes to "the bff answered 401": the session has ended on the server, wherever the call
 * came from. Returns the unsubscribe function.
 */
export const onUnauthorized = (listener: () => void): (() => void) => {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
};

export interface CallOptions<C extends CallDef> {
  query?: QueryOf<C>;
  body?: BodyOf<C>;
  signal?: AbortSignal;
}

const withQuery = (path: string, query: unknown): string => {
  if (!query || typeof query !== 'object') return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const encodeBody = (call: CallDef, body: unknown): { body?: BodyInit; type?: string } => {
  if (call.bodyType === 'none' || body === undefined) return {};
  if (call.bodyType === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (value !== undefined && value !== null) form.set(key, String(value));
    }
    return { body: form, type: 'application/x-www-form-urlencoded' };
  }
  return { body: JSON.stringify(body), type: 'application/json' };
};

const send = async (path: string, init: RequestInit): Promise<Response> => {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(networkError, 0);
  }
  if (response.status === 401) unauthorizedListeners.forEach((listener) => listener());
  return response;
};

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    throw new ApiError(
      response.status === 401 ? 'login.not.session' : 'upstream.bad.answer',
      response.status,
    );
  }
};

const failureFrom = (json: unknown, status: number): ApiError => {
  const failure = failureSchema.safeParse(json);
  if (!failure.success) return new ApiError('upstream.bad.answer', status);
  const { value, errorCode } = failure.data;
  const captcha =
    typeof value === 'object' && value !== null && 'captcha' in value && value.captcha === true;
  return new ApiError(knownCode(errorCode), status, captcha);
};

/**
 * Calls one registry entry through the bff (same origin, same path and method as the
 * platform) and parses the envelope with the entry's schema. Resolves with the value the
 * browser is meant to see; rejects with an {@link ApiError}.
 */
export const callApi = async <C extends CallDef>(
  call: C,
  options: CallOptions<C> = {},
): Promise<PublicValueOf<C>> => {
  const encoded = encodeBody(call, options.body);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Language: currentLanguage(),
  };
  if (encoded.type) headers['Content-Type'] = encoded.type;
  // The bff refuses a state-changing call without it: a cross-site form cannot set headers.
  if (call.method !== 'GET') headers[csrfHeader.name] = csrfHeader.value;

  const response = await send(withQuery(call.path, options.query), {
    method: call.method,
    headers,
    body: encoded.body,
    signal: options.signal,
  });
  const json = await readJson(response);

  const valueSchema: z.ZodType = call.publicValue ?? call.value;
  const envelope = envelopeSchema(valueSchema).safeParse(json);
  if (envelope.success && envelope.data.success) {
    const value = valueSchema.safeParse(envelope.data.value ?? null);
    if (value.success) return value.data as PublicValueOf<C>;
    throw new ApiError('upstream.bad.answer', response.status);
  }
  throw failureFrom(json, response.status);
};

/** `GET /bff/session`: whether this browser is logged in (plain JSON, never a token). */
export const getBffSession = async (signal?: AbortSignal): Promise<BffSession> => {
  const response = await send(bffPaths.session, {
    method: 'GET',
    headers: { Accept: 'application/json' },
    signal,
  });
  const json = await readJson(response);
  if (!response.ok) throw failureFrom(json, response.status);
  const session = bffSessionSchema.safeParse(json);
  if (!session.success) throw new ApiError('upstream.bad.answer', response.status);
  return session.data;
};
