import type { BodyOf, Call, CallName, PublicValueOf, QueryOf } from '@his/shared/calls';
import type { BffSession } from '@his/shared/bff';
import { bffPaths, callRoutes, csrfHeader, type CallRoute } from '@his/shared/call-routes';
import type { ClientErrorCode } from '@his/shared/errors';
import type { Answer, BffAnswerName, Verdict } from './answer-check.ts';
import { checkAnswer, prepareAnswerChecker } from './answer-checker.ts';
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

const unauthorizedListeners = new Set<() => void>();

/** Counts sign-ins; a call remembers the count it was sent under. */
let signIns = 0;

/**
 * Someone has just signed in. A 401 answering a call sent before this (a call of the member
 * who signed out, still on its way when the next login went through) speaks of a session that
 * has ended already, not of this one: it fails its call but ends nothing.
 */
export const startApiSession = () => {
  signIns += 1;
};

/**
 * Subscribes to "the bff answered 401": the session has ended on the server, wherever the call
 * came from (any call sent since the latest sign-in). Returns the unsubscribe function.
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

export interface CallOptions<N extends CallName> {
  query?: QueryOf<Call<N>>;
  body?: BodyOf<Call<N>>;
  signal?: AbortSignal;
  /**
   * The money call's `Idempotency-Key` (registry entries with `idempotent: true`; the bff
   * refuses them without one): one key per user action, the same key again on a retry, so a
   * repeat answers the first result and moves nothing.
   */
  idempotencyKey?: string;
}

/**
 * Starts loading a chunk the caller needs once its fetch is answered, so it arrives with the
 * answer rather than in the first load. A chunk that cannot load fails the call like a lost
 * answer. The promise is marked handled at once: a call whose fetch fails first never awaits it.
 */
export const loadAlongside = <T>(load: () => Promise<T>): Promise<T> => {
  const loaded = load().catch(() => {
    throw new ApiError(networkError, 0);
  });
  loaded.catch(() => undefined);
  return loaded;
};

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
const encodeBody = (call: CallRoute, body: unknown): { body?: BodyInit; type?: string } => {
  if (call.bodyType === 'none' || body === undefined) return {};
  return { body: JSON.stringify(body), type: 'application/json' };
};

const send = async (path: string, init: RequestInit): Promise<Response> => {
  // The answer's checker starts while the call is on its way (the first call starts it).
  prepareAnswerChecker();
  const sentUnder = signIns;
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(networkError, 0);
  }
  if (response.status === 401 && sentUnder === signIns) {
    unauthorizedListeners.forEach((listener) => listener());
  }
  return response;
};

/**
 * The answer's verdict (answer-check.ts, in a worker): its value, or the coded failure thrown as
 * an {@link ApiError}. A check that cannot run (its chunk did not load) fails like a lost answer.
 */
const verdictOf = async (response: Response, schema: Answer['schema']): Promise<unknown> => {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(networkError, 0);
  }
  let verdict: Verdict;
  try {
    verdict = await checkAnswer({ schema, status: response.status, ok: response.ok, text });
  } catch {
    throw new ApiError(networkError, 0);
  }
  if (verdict.ok) return verdict.value;
  if (verdict.code === 'password.change.required') {
    passwordChangeListeners.forEach((listener) => listener());
  }
  throw new ApiError(verdict.code, verdict.status, verdict.captcha, verdict.value);
};

/** A read asked for ahead of the component that shows it (`prefetchCall`). */
interface Prefetched {
  answer: Promise<unknown>;
  /** The sign-in it was sent under: a later sign-in's component asks again. */
  signIns: number;
  sentAt: number;
}

const prefetched = new Map<string, Prefetched>();

/** Older than this, a prefetched answer is not taken: the component asks again. */
const prefetchedFreshMs = 10_000;

const prefetchKey = (name: CallName, query: unknown): string =>
  `${name} ${currentLanguage()} ${withQuery('', query)}`;

/**
 * Starts a read (a `GET` of the registry without side effects) before the component that shows
 * it has loaded, e.g. with its page's chunk: the first `callApi` with the same name, query and
 * language within 10 s and under the same sign-in takes this answer (once) instead of asking
 * again, so the page's largest picture does not wait for its chunk, then its call, one after
 * the other.
 */
export const prefetchCall = <N extends CallName>(name: N, query?: QueryOf<Call<N>>): void => {
  const call: CallRoute = callRoutes[name];
  if (call.method !== 'GET' || call.sideEffects) return;
  const answer = callApi(name, query === undefined ? {} : { query });
  answer.catch(() => undefined);
  prefetched.set(prefetchKey(name, query), { answer, signIns, sentAt: Date.now() });
};

const takePrefetched = (
  name: CallName,
  options: { query?: unknown; body?: unknown },
): Promise<unknown> | null => {
  if (prefetched.size === 0 || options.body !== undefined) return null;
  const key = prefetchKey(name, options.query);
  const entry = prefetched.get(key);
  if (!entry) return null;
  prefetched.delete(key);
  const fresh = entry.signIns === signIns && Date.now() - entry.sentAt < prefetchedFreshMs;
  return fresh ? entry.answer : null;
};

/**
 * Calls one registry entry through the bff (same origin, same path and method as the
 * platform, from `callRoutes`) and checks the answer with the entry's schema
 * (`answer-checker.ts`). Resolves with the value the browser is meant to see; rejects with an
 * {@link ApiError}. A read started ahead by `prefetchCall` answers the first such call.
 */
export const callApi = async <N extends CallName>(
  name: N,
  options: CallOptions<N> = {},
): Promise<PublicValueOf<Call<N>>> => {
  const early = takePrefetched(name, options);
  if (early) return early as Promise<PublicValueOf<Call<N>>>;
  const call: CallRoute = callRoutes[name];
  const encoded = encodeBody(call, options.body);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Language: currentLanguage(),
  };
  if (encoded.type) headers['Content-Type'] = encoded.type;
  // The bff refuses a state-changing call without it: a cross-site form cannot set headers.
  if (call.method !== 'GET' || call.sideEffects) headers[csrfHeader.name] = csrfHeader.value;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  const response = await send(withQuery(call.path, options.query), {
    method: call.method,
    headers,
    body: encoded.body,
    signal: options.signal,
  });
  return (await verdictOf(response, { call: name })) as PublicValueOf<Call<N>>;
};

/**
 * A plain-JSON `GET /bff/...` answer (not enveloped), checked with the bff answer's schema
 * (`answer-check.ts`, by name). Failures reject with an {@link ApiError} like every other call.
 */
export const getBffJson = async <T>(
  path: string,
  schema: BffAnswerName,
  signal?: AbortSignal,
): Promise<T> => {
  const response = await send(path, {
    method: 'GET',
    headers: { Accept: 'application/json' },
    signal,
  });
  return (await verdictOf(response, { bff: schema })) as T;
};

/** `GET /bff/session`: whether this browser is logged in (plain JSON, never a token). */
export const getBffSession = (signal?: AbortSignal): Promise<BffSession> =>
  getBffJson(bffPaths.session, 'session', signal);
