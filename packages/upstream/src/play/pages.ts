import { readFile, readdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { UpstreamConfig } from '../config.ts';
import { ApiError } from '../http/api-error.ts';
import type { Services } from '../http/services.ts';
import { playFontRoutes } from './fonts.ts';

/** The game pages: plain HTML, CSS and JavaScript files, no build step (`play-web/`). */
const webDir = new URL('../../play-web/', import.meta.url);
const pageKinds = ['slot', 'dice', 'crash', 'lottery'] as const;
const assetTypes: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};
const assetName = /^[a-z0-9-]+\.(js|css|svg)$/;

/**
 * No inline script or style, nothing from another origin; the page calls only its own origin's
 * `/play-api/*`. Framing is allowed to the configured site origins (`SITE_ORIGINS`, default any).
 */
const pagePolicy = (config: UpstreamConfig) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${config.siteOrigins.join(' ')}`,
  ].join('; ');

const loadFiles = async () => {
  const names = await readdir(webDir);
  const files = new Map<string, string>();
  for (const name of names) files.set(name, await readFile(new URL(name, webDir), 'utf8'));
  return files;
};

/**
 * Serves `/play/<kind>` (slot, dice, crash, lottery) and `/play/assets/<file>`, read once at
 * start, and the faces of `/play/fonts/`. The ticket travels in the page's query; `no-referrer`
 * keeps it out of any Referer, and the page takes it out of the address at once (into session
 * storage where the browser allows it, else memory).
 */
export const playPageRoutes = async (app: FastifyInstance, services: Services) => {
  const files = await loadFiles();
  const policy = pagePolicy(services.config);
  const common = {
    'content-security-policy': policy,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin',
  };
  await playFontRoutes(app, common);

  for (const kind of pageKinds) {
    const html = files.get(`${kind}.html`);
    if (html === undefined) throw new Error(`play-web/${kind}.html is missing`);
    app.get(`/play/${kind}`, async (_request, reply) =>
      reply.headers(common).type('text/html; charset=utf-8').send(html),
    );
  }

  app.get<{ Params: { file: string } }>('/play/assets/:file', async (request, reply) => {
    const name = request.params.file;
    const extension = name.slice(name.lastIndexOf('.'));
    const body = assetName.test(name) ? files.get(name) : undefined;
    const type = assetTypes[extension];
    if (body === undefined || type === undefined) throw new ApiError('not.found');
    return reply.headers(common).type(type).send(body);
  });
};
