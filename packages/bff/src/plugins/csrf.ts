import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { csrfHeader } from '@his/shared/bff';
import { BffError } from '../errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

/**
 * CSRF defence for a cookie-authenticated JSON API (IETF browser-based-apps BFF section,
 * ASVS 3.5.1-3.5.3), on every state-changing request whatever its path:
 * - the non-safelisted `X-CSRF: 1` header, which a cross-site page cannot send without a CORS
 *   preflight that the bff never approves;
 * - a same-origin `Origin` (the request's own origin or one of ALLOWED_ORIGINS); when the browser
 *   sends none, or `null`, `Sec-Fetch-Site: same-origin` instead.
 * SameSite=Strict on the session cookie is the third layer. Nothing is forwarded when refused.
 */
export default fp(
  async (fastify) => {
    const allowed = new Set(fastify.config.allowedOrigins);
    const ownOrigin = (request: FastifyRequest) =>
      originOf(`${request.protocol}://${request.host}`);

    const refusal = (request: FastifyRequest): string | null => {
      if (request.headers[csrfHeader.name] !== csrfHeader.value) return 'missing csrf header';
      const header = request.headers.origin;
      if (header && header !== 'null') {
        const origin = originOf(header);
        if (!origin) return 'malformed origin';
        return origin === ownOrigin(request) || allowed.has(origin) ? null : 'foreign origin';
      }
      return request.headers['sec-fetch-site'] === 'same-origin' ? null : 'no origin';
    };

    fastify.addHook('onRequest', async (request) => {
      if (safeMethods.has(request.method)) return;
      const reason = refusal(request);
      if (reason === null) return;
      request.log.warn(
        { event: 'csrf.rejected', reason, origin: request.headers.origin?.slice(0, 200) },
        'refused',
      );
      throw new BffError('csrf.rejected');
    });
  },
  { name: 'csrf', dependencies: ['config'] },
);
