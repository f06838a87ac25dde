import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Manifest, Sizes } from './size-budget-routes.ts';
import { judge, routeLoads } from './size-budget-routes.ts';

// The size budget of every route's first load, checked on the production build (CI runs it
// right after `web build`). A route's initial JS is what the browser must download before the
// route's page can run: the entry with its static imports (index.html's script tag and its
// modulepreloads) plus the route chunk with its static imports. Sizes are brotli at the best
// quality, as the bff serves the precompressed files. Prints a table and, as its last line,
// BENCH_JSON for `pnpm bench`; exits 1 when a route is over its budget or has none (a new route
// gets its budget with it).
// Usage: tsx scripts/size-budget.ts [dist folder] [budget file]

const compressedSizes = (content: Buffer): Sizes => ({
  raw: content.length,
  gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
  brotli: brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  }).length,
});

/**
 * A file's sizes, from the build's precompressed `.br` and `.gz` beside it (the same settings,
 * and what the bff sends) when both are there; small files have none and are compressed here.
 */
const sizesOf = (path: string): Sizes => {
  const raw = statSync(path).size;
  if (existsSync(`${path}.br`) && existsSync(`${path}.gz`)) {
    return { raw, gzip: statSync(`${path}.gz`).size, brotli: statSync(`${path}.br`).size };
  }
  return compressedSizes(readFileSync(path));
};

const kb = (bytes: number): string => (bytes / 1000).toFixed(1);

const main = () => {
  const dist = resolve(process.argv[2] ?? 'packages/web/dist');
  const budgetFile = resolve(process.argv[3] ?? 'packages/web/size-budget.json');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const { budgets } = JSON.parse(readFileSync(budgetFile, 'utf8')) as {
    budgets: Record<string, number>;
  };

  const cache = new Map<string, Sizes>();
  const sizeOf = (file: string): Sizes => {
    let sizes = cache.get(file);
    if (!sizes) {
      sizes = sizesOf(join(dist, file));
      cache.set(file, sizes);
    }
    return sizes;
  };
  const { verdicts, stale } = judge(routeLoads(manifest, html), sizeOf, budgets);

  const columns = ['route', 'files', 'raw KB', 'gzip KB', 'brotli KB', 'budget KB', 'status'];
  const rows = verdicts.map((verdict) => [
    verdict.route,
    verdict.files,
    kb(verdict.sizes.raw),
    kb(verdict.sizes.gzip),
    kb(verdict.sizes.brotli),
    verdict.budget === null ? '—' : kb(verdict.budget),
    verdict.status,
  ]);
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...rows.map((row) => String(row[index]).length)),
  );
  const line = (cells: readonly (string | number)[]) =>
    cells
      .map((cell, index) =>
        index === 0
          ? String(cell).padEnd(widths[0] ?? 0)
          : String(cell).padStart(widths[index] ?? 0),
      )
      .join('  ');
  console.log('Initial JS per route (entry + static imports + route chunk), KB = 1000 bytes');
  console.log(line(columns));
  for (const row of rows) console.log(line(row));

  const failures = verdicts
    .filter((verdict) => verdict.status !== 'ok')
    .map((verdict) =>
      verdict.status === 'over'
        ? `${verdict.route}: ${kb(verdict.sizes.brotli)} KB brotli, over its ${kb(verdict.budget ?? 0)} KB budget`
        : `${verdict.route}: no budget in ${budgetFile}`,
    );
  for (const failure of failures) console.error(failure);
  // Not a failure: a build without the /flows viewer (VITE_FLOWS_VIEWER=off) has no flows route.
  for (const route of stale) console.warn(`${route}: budgeted but not a route of this build`);
  console.log(
    `BENCH_JSON ${JSON.stringify({
      title: 'Initial JS per route (brotli budget)',
      columns,
      rows,
      notes: [
        'shell = index.html’s script and modulepreloads, before any route chunk; every other row adds that route’s chunk and its static imports',
      ],
    })}`,
  );
  if (failures.length > 0) process.exit(1);
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
