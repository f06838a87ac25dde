import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';

/**
 * The faces the game pages need for KM and CN text, which many devices lack (Chinese drew boxes
 * in the frame: #10): the site's own bundled Noto faces, in their unicode-range slices, so a
 * page downloads only the slices its text uses and nothing when the device has the script.
 */
const require = createRequire(import.meta.url);
const families = {
  'noto-sans-khmer': require.resolve('@fontsource-variable/noto-sans-khmer/package.json'),
  'noto-sans-sc': require.resolve('@fontsource-variable/noto-sans-sc/package.json'),
};

const fontFile = /^[a-z0-9-]+\.woff2$/;

interface Family {
  css: string;
  dir: string;
  files: ReadonlySet<string>;
}

/** The family's stylesheet with its `./files/…` addresses moved under `/play/fonts/<family>/`. */
const loadFamily = async (name: string, manifest: string): Promise<Family> => {
  const root = dirname(manifest);
  const dir = join(root, 'files');
  const css = (await readFile(join(root, 'index.css'), 'utf8')).replaceAll(
    'url(./files/',
    `url(/play/fonts/${name}/`,
  );
  const files = new Set((await readdir(dir)).filter((file) => fontFile.test(file)));
  return { css, dir, files };
};

/** `/play/fonts/<family>.css` and the `.woff2` slices it names; fixed files, cached a week. */
export const playFontRoutes = async (app: FastifyInstance, headers: Record<string, string>) => {
  const loaded = new Map<string, Family>();
  for (const [name, manifest] of Object.entries(families))
    loaded.set(name, await loadFamily(name, manifest));
  const cached = { ...headers, 'cache-control': 'public, max-age=604800' };

  app.get<{ Params: { sheet: string } }>('/play/fonts/:sheet', async (request, reply) => {
    const family = loaded.get(request.params.sheet.replace(/\.css$/, ''));
    if (family === undefined || !request.params.sheet.endsWith('.css'))
      throw new ApiError('not.found');
    return reply.headers(cached).type('text/css; charset=utf-8').send(family.css);
  });

  app.get<{ Params: { family: string; file: string } }>(
    '/play/fonts/:family/:file',
    async (request, reply) => {
      const family = loaded.get(request.params.family);
      const file = request.params.file;
      if (family === undefined || !family.files.has(file)) throw new ApiError('not.found');
      const body = await readFile(join(family.dir, file));
      return reply.headers(cached).type('font/woff2').send(body);
    },
  );
};
