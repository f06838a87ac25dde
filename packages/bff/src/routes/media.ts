import type { FastifyPluginAsync } from 'fastify';
import { BffError } from '../errors.ts';
import { toUpstreamError } from '../upstream/errors.ts';

/** A media path the platform may serve: plain segments, no `..`, no query. */
const mediaPath = /^\/media\/(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;
/** Image types a thumbnail or logo may have; anything else is refused, never relayed. */
const imageTypes = new Set([
  'image/svg+xml',
  'image/png',
  'image/webp',
  'image/jpeg',
  'image/avif',
]);

/**
 * Game thumbnails, vendor logos and lottery icons (`GET /media/*`), relayed from the platform
 * same-origin so the page's CSP needs no image host. Public and cacheable: they carry nothing
 * personal, so no session, token or cookie goes either way. Only image answers pass; the
 * page's CSP (sent on this answer too) keeps an SVG opened on its own from running script.
 */
const mediaRoutes: FastifyPluginAsync = async (fastify) => {
  const { mediaCacheSeconds } = fastify.config;

  fastify.route({
    method: 'GET',
    url: '/media/*',
    exposeHeadRoute: false,
    handler: (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '';
      if (!mediaPath.test(path) || path.split('/').includes('..')) {
        throw new BffError('not.found');
      }
      return reply.from(path, {
        rewriteRequestHeaders: () => ({ accept: 'image/*' }),
        rewriteHeaders: (headers) => {
          const type = String(headers['content-type'] ?? '')
            .split(';', 1)[0]
            ?.trim()
            .toLowerCase();
          const ok = type !== undefined && imageTypes.has(type);
          return ok
            ? {
                'content-type': type,
                ...(headers.etag ? { etag: headers.etag } : {}),
                'cache-control': `public, max-age=${mediaCacheSeconds}`,
              }
            : {};
        },
        onResponse: (_request, mediaReply, response) => {
          const type = String(mediaReply.getHeader('content-type') ?? '');
          if (response.statusCode !== 200 || !imageTypes.has(type)) {
            response.stream.resume();
            mediaReply.removeHeader('cache-control');
            mediaReply.send(new BffError('not.found'));
            return;
          }
          mediaReply.code(200).send(response.stream);
        },
        retryDelay: () => null,
        onError: (errorReply, { error }) => {
          errorReply.send(toUpstreamError(error));
        },
      });
    },
  });
};

export default mediaRoutes;
