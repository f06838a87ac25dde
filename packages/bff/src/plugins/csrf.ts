import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { csrfHeader } from '@his/shared/bff';
import { calls } from '@his/shared/calls';
import { BffError } from '../errors.ts';
import { isApiPath, pathOf } from '../paths.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** GET calls that change something (a game ticket, a captcha): checked like a POST. */
const stateChangingGets = new Set<string>(
  Object.values(calls)
    .filter((call) => call.method === 'GET' && call.sideEffects)
    .map((call) => call.path),
);

const loopbackHostnames = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLoopback = (origin: string) => {
  const { hostname } = new URL(origin);
  return loopbackHostnames.has(hostname) || hostname.endsWith('.localhost');
};

export const originOf = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

/**
 * Whether an origin is one of the site's: one of ALLOWED_ORIGINS, or with none configured a
 * loopback origin that matches the request (development). Never derived from `Host` alone.
 */
export const siteOriginCheck = (allowedOrigins: readonly string[]) => {
  const allowed = new Set(allowedOrigins);
  return (origin: string, request: FastifyRequest): boolean => {
    if (allowed.size > 0) return allowed.has(origin);
    return isLoopback(origin) && origin === originOf(`${request.protocol}://${request.host}`);
  };
};

/**
 * CSRF defence for a cookie-authenticated JSON API (IETF browser-based-apps BFF section,
 * ASVS 3.5.1-3.5.3):
 * - every API call a browser marks `Sec-Fetch-Site: cross-site` is refused, whatever its method
 *   (a resource isolation policy), unless its `Origin` is one of the site's;
 * - every state-changing request whatever its path, and the GETs the registry marks
 *   `sideEffects`, needs the non-safelisted `X-CSRF: 1` header, which a cross-site page cannot
 *   send without a CORS preflight that the bff never approves, and one of the site's origins in
 *   `Origin`; when the browser sends none, or `null`, `Sec-Fetch-Site: same-origin` instead.
 * The site's origins are ALLOWED_ORIGINS, never derived from `Host` (which a proxy or a client
 * may set); with none configured, only a loopback origin that matches the request (development).
 * SameSite=Strict on the session cookie is the third layer. Nothing is forwarded when refused.
 */
export default fp(
  async (fastify) => {
    const { allowedOrigins } = fastify.config;
    const allowed = new Set(allowedOrigins);
    if (allowed.size === 0) {
      fastify.log.info(
        'ALLOWED_ORIGINS unset: state-changing calls are accepted from loopback origins only',
      );
    }
    const isSiteOrigin = siteOriginCheck(allowedOrigins);
    const originHeader = (request: FastifyRequest): string | null => {
      const header = request.headers.origin;
      return header && header !== 'null' ? header : null;
    };

    const crossSite = (request: FastifyRequest): boolean => {
      if (request.headers['sec-fetch-site'] !== 'cross-site') return false;
      const header = originHeader(request);
      const origin = header && originOf(header);
      return !origin || !isSiteOrigin(origin, request);
    };

    const refusal = (request: FastifyRequest): string | null => {
      if (request.headers[csrfHeader.name] !== csrfHeader.value) return 'missing csrf header';
      const header = originHeader(request);
      if (header) {
        const origin = originOf(header);
        if (!origin) return 'malformed origin';
        return isSiteOrigin(origin, request) ? null : 'foreign origin';
      }
      return request.headers['sec-fetch-site'] === 'same-origin' ? null : 'no origin';
    };

    const needsCheck = (request: FastifyRequest): boolean =>
      !safeMethods.has(request.method) ||
      (request.method === 'GET' && stateChangingGets.has(pathOf(request.url)));

    // A callback hook, not an async one: it runs on every request and mostly passes.
    fastify.addHook('onRequest', (request, _reply, done) => {
      const api = isApiPath(pathOf(request.url));
      const reason =
        api && crossSite(request)
          ? 'cross-site fetch'
          : needsCheck(request)
            ? refusal(request)
            : null;
      if (reason === null) {
        done();
        return;
      }
      request.log.warn(
        { event: 'csrf.rejected', reason, origin: request.headers.origin?.slice(0, 200) },
        'refused',
      );
      done(new BffError('csrf.rejected'));
    });
  },
  { name: 'csrf', dependencies: ['config'] },
);
