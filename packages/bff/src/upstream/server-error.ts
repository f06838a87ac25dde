import type { FastifyBaseLogger } from 'fastify';
import { isErrorCode } from '@his/shared/errors';
import { BffError } from '../errors.ts';

/** How much of a platform 5xx body reaches the log. */
const excerptChars = 300;

/** `name=value`, `name: value` and `"name":"value"` where the name says it holds a secret. */
const secretPairs =
  /(["']?[\w-]*(?:password|passwd|pwd|secret|token|authorization|cookie|session|api[-_]?key|credential)[\w-]*["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;&}]+)/gi;
const bearer = /\b(bearer|basic)\s+[\w.~+/=-]+/gi;

/**
 * A platform answer as it may be logged: the secrets the bff knows (the session's token) and
 * anything that looks like a credential replaced, control characters flattened, cut to
 * `excerptChars` after redaction (so a secret is never half shown).
 */
export const redactedExcerpt = (text: string, knownSecrets: readonly string[]): string => {
  let redacted = text;
  for (const secret of knownSecrets) {
    if (secret) redacted = redacted.split(secret).join('[redacted]');
  }
  redacted = redacted
    .replace(bearer, '$1 [redacted]')
    .replace(secretPairs, '$1[redacted]')
    .replace(/\s+/g, ' ');
  return redacted.length > excerptChars ? `${redacted.slice(0, excerptChars)}…` : redacted;
};

/** The `errorCode` of an envelope-like JSON body, when there is one. */
const errorCodeOf = (text: string): unknown => {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && 'errorCode' in body
      ? body.errorCode
      : undefined;
  } catch {
    return undefined;
  }
};

interface ServerAnswer {
  status: number;
  path: string;
  text: string;
  /** Values that must never be logged (the session's token). */
  secrets: readonly string[];
  requestId?: string | undefined;
}

/**
 * A platform 5xx (issue 12, item 5) as the coded error the browser gets: the platform's own
 * code when it is one of the catalogue (the platform answers business failures such as
 * `system.busy` or `system.maintenance` with a 5xx, UPSTREAM.md §3.2), with the catalogue's
 * status and text; anything else 502 `upstream.bad.answer`. No platform text or value passes.
 * The original is logged here, redacted and cut short.
 */
export const platformServerError = (log: FastifyBaseLogger, answer: ServerAnswer): BffError => {
  const code = errorCodeOf(answer.text);
  log.warn(
    {
      event: 'upstream.server-error',
      status: answer.status,
      path: answer.path,
      ...(answer.requestId ? { requestId: answer.requestId } : {}),
      excerpt: redactedExcerpt(answer.text, answer.secrets),
    },
    'platform answered a server error',
  );
  return new BffError(isErrorCode(code) ? code : 'upstream.bad.answer');
};
