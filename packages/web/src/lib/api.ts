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
 * server's text), the HTTP status (0 when no answer arrived), whether the platform asks
 * for a captcha on the next attempt, and the failure's `value` (a refused registration names
 * the field and rule it broke there; null when the envelope carried none).
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly captcha: boolean;
  readonly value: unknown;

  constructor(code: string, status: number, captcha = false, value: unknown = null) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.captcha = captcha;
    this.value = value;
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

const passwordChangeListeners = new Set<() => void>();

/**
 * Subscribes to "the platform refuses this member everything until the password changes"
 * (403 `password.change.required`): a forced change the page did not start itself, e.g. after
 * a reload in the middle of one. Returns the unsubscribe function.
 */
export const onPasswordChangeRequired = (listener: () => void): (() => void) => {
  passwordChangeListeners.add(listener);
  return () => passwordChangeListeners.delete(listener);
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

// The browser always speaks JSON to the bff; a call the platform takes form-encoded
// (`bodyType: 'form'`) is re-encoded by the bff, which owns the platform's wire format.
const encodeBody = (call: CallDef, body: unknown): { body?: BodyInit; type?: string } => {
  if (call.bodyType === 'none' || body === undefined) return {};
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
  return new ApiError(knownCode(errorCode), status, captcha, value ?? null);
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
  if (call.method !== 'GET' || call.sideEffects) headers[csrfHeader.name] = csrfHeader.value;

  const response = await send(withQuery(call.path, options.query), {
    method: call.method,
    headers,
    body: encoded.body,
    signal: options.signal,
  });
  const json = await readJson(response);

  const valueSchema: z.ZodType = call.publicValue ?? call.value;
  // The lottery gateway answers raw JSON on success; its failures are enveloped like the rest.
  if (call.answer === 'raw' && response.ok) {
    const value = valueSchema.safeParse(json);
    if (value.success) return value.data as PublicValueOf<C>;
    throw new ApiError('upstream.bad.answer', response.status);
  }
  const envelope = envelopeSchema(valueSchema).safeParse(json);
  if (envelope.success && envelope.data.success) {
    const value = valueSchema.safeParse(envelope.data.value ?? null);
    if (value.success) return value.data as PublicValueOf<C>;
    throw new ApiError('upstream.bad.answer', response.status);
  }
  const failure = failureFrom(json, response.status);
  if (failure.code === 'password.change.required') {
    passwordChangeListeners.forEach((listener) => listener());
  }
  throw failure;
};

/**
 * A plain-JSON `GET /bff/...` answer (not enveloped), parsed with its schema. Failures reject
 * with an {@link ApiError} like every other call.
 */
export const getBffJson = async <T>(
  path: string,
  schema: z.ZodType<T>,
  signal?: AbortSignal,
): Promise<T> => {
  const response = await send(path, {
    method: 'GET',
    headers: { Accept: 'application/json' },
    signal,
  });
  const json = await readJson(response);
  if (!response.ok) throw failureFrom(json, response.status);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError('upstream.bad.answer', response.status);
  return parsed.data;
};

/** `GET /bff/session`: whether this browser is logged in (plain JSON, never a token). */
export const getBffSession = (signal?: AbortSignal): Promise<BffSession> =>
  getBffJson(bffPaths.session, bffSessionSchema, signal);
