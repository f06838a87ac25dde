import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BffError } from '../errors.ts';
import { isReservedPath, pathOf } from '../paths.ts';

const notBuiltPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Web app not built</title></head>
<body>
<h1>The web app is not built</h1>
<p>The gateway is running and its API answers, but there is no built web app to serve.
Build it with <code>pnpm build</code> (or start everything with <code>npm start</code>),
or point <code>WEB_DIST</code> at the folder that holds its <code>index.html</code>.</p>
</body>
</html>
`;

/** Source maps of the build stay on the server: whoever symbolicates an error report has them. */
const isSourceMap = (path: string): boolean => path.endsWith('.map');

/** Vite's build manifest (`build.manifest`) maps sources to files: for the server, not browsers. */
const isBuildMetadata = (path: string): boolean => path === '/.vite' || path.startsWith('/.vite/');

const immutable = 'public, max-age=31536000, immutable';

/** A path whose last segment has an extension asks for a file, never for the app's page. */
const looksLikeFile = (path: string): boolean => /\.[^/]+$/.test(path);

const wantsPage = (request: FastifyRequest, path: string): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isReservedPath(path) &&
  !looksLikeFile(path) &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * The built web app (WEB_DIST) with history-mode fallback: a page request for any path that
 * is not an API or a file gets index.html. Files go out precompressed (brotli or gzip, as the
 * browser accepts) when the build wrote them so. Hashed files under /assets/ are cached for a
 * year, immutable; everything else (index.html, the fallback, the service worker `/sw.js` and
 * the manifest, sent as `application/manifest+json`) revalidates, so a new build and its worker
 * show at once. API and /qa paths never fall back and never serve files; source maps and Vite's
 * manifest are never served. Without a build the API still works and pages answer 503.
 */
const webRoutes: FastifyPluginAsync = async (fastify) => {
  const root = fastify.config.webDist;
  const built = existsSync(join(root, 'index.html'));

  if (built) {
    await fastify.register(fastifyStatic, {
      root,
      wildcard: true,
      // `/` is the page route below: with `preCompressed`, @fastify/static's own index lookup
      // answers 404 at `/` to any request that accepts br or gzip (fastify-static#270).
      index: false,
      redirect: false,
      cacheControl: false,
      dotfiles: 'ignore',
      // The build writes `.br` and `.gz` beside each file: the best one the browser accepts is
      // sent as it is (Content-Encoding, Vary: Accept-Encoding), no compression per request.
      preCompressed: true,
      allowedPath: (path) => !isReservedPath(path) && !isSourceMap(path) && !isBuildMetadata(path),
      setHeaders: (reply, file) => {
        const hashed = relative(root, file).startsWith(`assets${sep}`);
        reply.header('cache-control', hashed ? immutable : 'no-cache');
      },
    });
    fastify.get('/', (_request, reply) => reply.sendFile('index.html'));
  } else {
    fastify.log.warn({ webDist: root }, 'web app not built; serving the API only');
  }

  const notBuilt = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(notBuiltPage);

  fastify.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url);
    if (!built && (path === '/' || wantsPage(request, path))) return notBuilt(reply);
    if (built && wantsPage(request, path)) return reply.sendFile('index.html');
    throw new BffError('not.found');
  });
};

// Named and unencapsulated: the not-found handler must be the root's.
export default fp(webRoutes, { name: 'web', dependencies: ['config', 'error-handler'] });
