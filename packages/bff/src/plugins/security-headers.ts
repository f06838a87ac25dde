import fp from 'fastify-plugin';
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

const hsts = 'max-age=31536000; includeSubDomains';

/** `name value;name value`, as browsers and helmet write a policy. */
const policy = (directives: Record<string, readonly string[]>): string =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');

/**
 * Security headers (ASVS 3.4). The CSP allows no inline script and no inline `<style>`: the web
 * is a Vite build whose CSS comes as files and whose React `style` props are set through the
 * CSSOM, which CSP does not restrict; `data:` images are needed for the captcha PNG.
 * Frames may come only from the configured game origins (`GAME_ORIGINS`): a launched game or
 * the lottery runs on the platform's host, as with a real vendor.
 * Referrer-Policy is `same-origin`, not `no-referrer`: under `no-referrer` browsers send
 * `Origin: null` on same-origin POSTs, which would blind the CSRF origin check.
 * The set is helmet's (with these settings), computed once at start instead of by
 * @fastify/helmet on every request, and set when the request arrives, so an error answer has it
 * too. HSTS only goes on a response that came over TLS, where it means something.
 */
export default fp(
  async (fastify) => {
    const { gameOrigins } = fastify.config;
    const common = {
      'content-security-policy': policy({
        'default-src': ["'self'"],
        'base-uri': ["'none'"],
        'object-src': ["'none'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        // The installable app (web's pwa/): its service worker and manifest, from the site only.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'frame-src': gameOrigins.length > 0 ? gameOrigins : ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
      }),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy': permissionsPolicy,
    };
    // API answers are personal (balance, member facts): never stored by any cache (ASVS 14.3.2).
    const api = { ...common, 'cache-control': 'no-store' };
    const sets = {
      page: common,
      api,
      pageTls: { ...common, 'strict-transport-security': hsts },
      apiTls: { ...api, 'strict-transport-security': hsts },
    };

    fastify.addHook('onRequest', (request, reply, done) => {
      const isApi = isApiPath(pathOf(request.url));
      const tls = request.protocol === 'https';
      reply.headers(isApi ? (tls ? sets.apiTls : sets.api) : tls ? sets.pageTls : sets.page);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
