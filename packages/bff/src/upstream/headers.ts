import { defaultLanguage, languages } from '@his/shared/constants';
import type { Language } from '@his/shared/constants';

/** What the bff tells the platform about a call; nothing of the browser's own headers. */
export interface UpstreamContext {
  merchant: string;
  language: Language;
  modId: string | null;
  /** The session's raw token (the platform takes no `Bearer ` prefix). */
  token: string | null;
  clientIp: string;
  /** The host the browser asked for (`localhost:8080`), as Fastify reads it (trust proxy aware). */
  host: string;
  captchaId: string | null;
  requestId: string;
  /** The browser's key of a money call (`idempotent` in the registry); null for every other call. */
  idempotencyKey?: string | null;
}

/** The browser's `Language` header when it names a supported language, else English. */
export const pickLanguage = (header: string | string[] | undefined): Language => {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  return languages.find((language) => language === value) ?? defaultLanguage;
};

/**
 * The complete header set for an upstream call, built from scratch rather than filtered from
 * the browser's: its `Cookie`, `Authorization`, `X-Forwarded-*` and anything else can never
 * leak or be spoofed (ASVS 4.1.3). `X-Forwarded-For` is the client as the bff sees it, so the
 * platform's per-IP throttling and location see the visitor; `X-Forwarded-Host` is the site's
 * host as the browser named it, so a platform can address game pages under the same name.
 */
export const upstreamHeaders = (context: UpstreamContext): Record<string, string> => {
  const headers: Record<string, string> = {
    accept: 'application/json',
    merchant: context.merchant,
    language: context.language,
    'x-forwarded-for': context.clientIp,
    'x-forwarded-host': context.host,
    'x-request-id': context.requestId,
  };
  if (context.modId) headers.modID = context.modId;
  if (context.token) headers.authorization = context.token;
  if (context.captchaId) headers.cookie = `captchaId=${context.captchaId}`;
  if (context.idempotencyKey) headers['idempotency-key'] = context.idempotencyKey;
  return headers;
};
