import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { leanCharts } from './build/lean-charts.ts';
import { serviceWorker } from './build/pwa.ts';

// The dev server forwards every data path to a running bff, so the browser sees one origin in
// development exactly as in production (the bff serves the built app there). `BFF_URL` is a
// dev-tool setting, not app configuration: the built app never reads the environment.
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:8080';
const proxied = ['/wps', '/bff', '/lgw', '/lotto', '/media'];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing (fonts and images are compressed already; maps are not served). */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed answer saves less than its headers cost. */
const minimumBytes = 1024;

const filesIn = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // Dot folders (Vite's `.vite/manifest.json`) are build records, not served files.
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) =>
        entry.isDirectory()
          ? filesIn(join(dir, entry.name))
          : Promise.resolve([join(dir, entry.name)]),
      ),
  );
  return nested.flat();
};

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip level 9) beside every
 * compressible file of the build, each only when it is smaller: the bff serves them by content
 * negotiation, so no request pays for compressing at serve time.
 */
const precompress = (): Plugin => ({
  name: 'his:precompress',
  apply: 'build',
  async writeBundle(options) {
    const dir = options.dir;
    if (!dir) return;
    const files = (await filesIn(dir)).filter((file) => compressible.test(file));
    await Promise.all(
      files.map(async (file) => {
        if ((await stat(file)).size < minimumBytes) return;
        const content = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < content.length) await writeFile(`${file}.br`, br);
        if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
      }),
    );
  },
});

export default defineConfig({
  plugins: [leanCharts(), react(), serviceWorker(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // `.vite/manifest.json` maps every source module to its chunk and that chunk's imports:
    // scripts/size-budget.ts computes each route's first load from it. A dot folder, so the bff
    // (dotfiles ignored) never serves it.
    manifest: true,
    // Maps for whoever symbolicates an error report, never referenced by the files nor served by
    // the bff (routes/web.ts): the shipped code stays what it is.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: their own chunks stay cached across
        // releases. Only libraries of the first load (`$initial`: imported statically from the
        // entry) are grouped; a library only lazy chunks use (zod's validation of later calls,
        // crypto-js, dompurify, elkjs …) stays with them, so the first load never carries it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            {
              name: 'app',
              test: /packages[\\/](web|machines|shared)[\\/]src[\\/]/,
              tags: ['$initial'],
            },
            // Zod, the call registry and every call's schema, for what the page checks itself (a
            // form with its call's body schema, a chat frame; the answers are checked in a worker,
            // lib/answer-checker.ts, whose bundle is its own): one file. Left to the automatic
            // splitting it came as thirteen, most under 2 KB (each schema module shared by a
            // feature chunk got a chunk of its own), and on a phone's HTTP/1.1 their requests
            // queued for the six connections ahead of the page's other requests. After
            // the groups above, so a module of the first load that these import (constants,
            // rules) stays there, and after `chat-limits` (zod-free constants of the chat
            // window's first load, which would otherwise be drawn in with the chat schema).
            {
              name: 'chat-limits',
              test: /packages[\\/]shared[\\/]src[\\/]schemas[\\/]chat-limits\.ts$/,
            },
            {
              name: 'api-schemas',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]shared[\\/]src[\\/](calls|errors|envelope|bff|patterns|modules|schemas[\\/][\w-]+)\.ts$|packages[\\/]web[\\/]src[\\/]lib[\\/]api-schemas\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      // `ws`: the live chat's socket (`/bff/chat`) goes through the dev server too.
      proxied.map((path) => [path, { target: bff, ws: path === '/bff' }]),
    ),
  },
});
