import type { FastifyRequest } from 'fastify';
import type { BffConfig } from '../config.ts';

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const isLoopbackHost = (hostname: string): boolean =>
  loopbackNames.has(hostname.toLowerCase()) || hostname.toLowerCase().endsWith('.localhost');

/**
 * Whether this request's cookies get `Secure` and the `__Host-` prefix. `auto` leaves them off
 * only for plain http on a loopback name (a local run without TLS); anywhere else plain http
 * means the operator must terminate TLS in front (and set TRUST_PROXY) or say `false`.
 */
export const isSecureCookieRequest = (
  mode: BffConfig['cookieSecure'],
  request: FastifyRequest,
): boolean => {
  if (mode !== 'auto') return mode === 'true';
  return request.protocol === 'https' || !isLoopbackHost(request.hostname);
};

/** `__Host-`: the browser refuses it unless Secure, Path=/ and no Domain (ASVS 3.3.1/3.3.3). */
export const sessionCookieName = (secure: boolean): string => (secure ? '__Host-sid' : 'sid');
