import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { build } from 'vite';

/**
 * Builds the service worker (`src/pwa/service-worker.ts`) into `/sw.js` with this build's shell:
 * the page (`/`), the first load (index.html's entry and its static imports with their styles),
 * what a start needs besides (`startModules`: an offline start shows the boot's failure page in
 * the reader's language, and its retry works once the network is back), and the public folder's
 * manifest and icons. The worker's cache names carry a version made of this list, the page and
 * the worker's own source:
 * any change of the build gives a new `sw.js`, which browsers install in place of the old one.
 * Nothing else is precached (the build holds megabytes of viewers, dialogs and font slices a
 * player may never open): the worker keeps them the first time they are used.
 * Production builds only: the dev server has no worker, and the app registers none there.
 */

const workerSource = fileURLToPath(new URL('../src/pwa/service-worker.ts', import.meta.url));
/**
 * Modules a start needs besides the first load: the catalogues and the Chinese faces (the boot
 * loads the reader's language with them) and the pages (`app/routes`, not the flows viewer's):
 * the router loads the address's page with the boot, and a page chunk that fails to arrive
 * fails the start, even after the network is back.
 */
const startModules = [
  /[\\/]packages[\\/]shared[\\/]src[\\/]i18n[\\/](en|km|cn)\.ts$/,
  /[\\/]@fontsource-variable[\\/]noto-sans-sc[\\/]index\.css$/,
  /[\\/]packages[\\/]web[\\/]src[\\/]app[\\/]routes[\\/](?!flows\.)[^\\/]+\.tsx$/,
];

const filesIn = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesIn(join(dir, entry.name))
        : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat();
};

type OutputBundle = Rolldown.OutputBundle;

/** A chunk's file, its static imports' files and the styles of all of them. */
const closure = (bundle: OutputBundle, start: Rolldown.OutputChunk, into: Set<string>) => {
  if (into.has(start.fileName)) return;
  into.add(start.fileName);
  for (const css of start.viteMetadata?.importedCss ?? []) into.add(css);
  for (const file of start.imports) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') closure(bundle, chunk, into);
  }
};

/** The shell's build files, as site paths. */
export const shellFiles = (bundle: OutputBundle): string[] => {
  const files = new Set<string>();
  const isStartModule = (id: string) => startModules.some((pattern) => pattern.test(id));
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') {
      if (output.isEntry || (output.facadeModuleId && isStartModule(output.facadeModuleId))) {
        closure(bundle, output, files);
      }
    } else if (output.originalFileNames.some(isStartModule)) {
      files.add(output.fileName);
    }
  }
  return [...files].sort().map((file) => `/${file}`);
};

export const serviceWorker = (): Plugin => {
  let publicDir = '';
  return {
    name: 'his:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const publicFiles = (await filesIn(publicDir)).map(
        (file) => `/${relative(publicDir, file).split(sep).join('/')}`,
      );
      const shell = ['/', ...publicFiles.sort(), ...shellFiles(bundle)];
      const version = createHash('sha256')
        .update(await readFile(workerSource))
        .update(JSON.stringify(shell))
        .update(html.source)
        .digest('hex')
        .slice(0, 16);
      const output = await build({
        configFile: false,
        logLevel: 'silent',
        define: { serviceWorkerBuild: JSON.stringify({ version, shell }) },
        build: {
          write: false,
          minify: true,
          lib: { entry: workerSource, formats: ['iife'], name: 'serviceWorker' },
        },
      });
      const [result] = Array.isArray(output) ? output : [output];
      const chunk = result && 'output' in result ? result.output[0] : undefined;
      if (!chunk || chunk.type !== 'chunk') throw new Error('the service worker did not build');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
    },
  };
};
