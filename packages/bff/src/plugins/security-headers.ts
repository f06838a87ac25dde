import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { isApiPath, pathOf } from '../paths.ts';

/** Powerful browser features the site never uses: off for its pages and every frame in them. */
const permissionsPolicy = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Headers for answers no route makes (the HTTP parser's own 400/408/431): nothing in them may
 * run, be framed or be sniffed.
 */
export const baselineSecurityHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': permissionsPolicy,
} as const;

/**
 * Security headers (ASVS 3.4). The CSP allows no inline script and no inline `<style>`: the web
 * is a Vite build whose CSS comes as files and whose React `style` props are set through the
 * CSSOM, which CSP does not restrict; `data:` images are needed for the captcha PNG.
 * Frames may come only from the configured game origins (`GAME_ORIGINS`): a launched game or
 * the lottery runs on the platform's host, as with a real vendor.
 * Referrer-Policy is `same-origin`, not `no-referrer`: under `no-referrer` browsers send
 * `Origin: null` on same-origin POSTs, which would blind the CSRF origin check.
 */
export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'none'"],
          objectSrc: ["'none'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc:
            fastify.config.gameOrigins.length > 0 ? [...fastify.config.gameOrigins] : ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      // Sent per request below: HSTS only means something on a response that came over TLS.
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'same-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });

    fastify.addHook('onSend', async (request, reply) => {
      reply.header('permissions-policy', permissionsPolicy);
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
      // API answers are personal (balance, member facts): never stored by any cache (ASVS 14.3.2).
      if (isApiPath(pathOf(request.url))) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
