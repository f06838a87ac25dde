import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { format, resolveConfig } from 'prettier';
import { root } from './build-server.ts';
import { type BenchResult, buildProduction, builtEnv, markdownTable } from './bench/production.ts';
import { chromiumPath } from '../tests/support/chromium.ts';

/**
 * `pnpm bench`: every benchmark, one after another (they measure, so never two at once), each
 * with its comparison inside the same run; then one report. `--write` puts the report into
 * docs/performance.md between its markers; `--only startup,lighthouse` runs a subset.
 *
 * Each benchmark is a script that prints its own table and, as its last stdout line,
 * `BENCH_JSON {"title","columns","rows","notes"?}`.
 */
const benches = [
  { id: 'relay', script: 'packages/bff/bench/relay.ts' },
  { id: 'menus', script: 'packages/upstream/bench/menus.ts' },
  { id: 'ledger', script: 'packages/upstream/bench/ledger-rounds.ts' },
  { id: 'startup', script: 'scripts/bench/startup.ts' },
  { id: 'size', script: 'scripts/size-budget.ts' },
  { id: 'lighthouse', script: 'scripts/bench/lighthouse.ts' },
] as const;

const docPath = join(root, 'docs', 'performance.md');
const startMarker = '<!-- bench:start -->';
const endMarker = '<!-- bench:end -->';
const jsonPrefix = 'BENCH_JSON ';

const args = process.argv.slice(2);
const write = args.includes('--write');
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? new Set((args[onlyIndex + 1] ?? '').split(',')) : undefined;
const unknown = [...(only ?? [])].filter((id) => !benches.some((bench) => bench.id === id));
if (unknown.length > 0 || (only && only.size === 0)) {
  console.error(`usage: pnpm bench [--write] [--only ${benches.map((b) => b.id).join(',')}]`);
  process.exit(2);
}
const selected = benches.filter((bench) => !only || only.has(bench.id));

const isResult = (value: unknown): value is BenchResult => {
  if (typeof value !== 'object' || value === null) return false;
  const { title, columns, rows, notes } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    Array.isArray(columns) &&
    columns.every((column) => typeof column === 'string') &&
    Array.isArray(rows) &&
    rows.every((row) => Array.isArray(row) && row.length === columns.length) &&
    (notes === undefined || (Array.isArray(notes) && notes.every((n) => typeof n === 'string')))
  );
};

/** Runs one script; its output goes to stderr as it comes, its last stdout line is the result. */
const run = (script: string) =>
  new Promise<BenchResult>((resolve, reject) => {
    const path = join(root, script);
    if (!existsSync(path)) {
      reject(new Error(`${script} does not exist`));
      return;
    }
    const child = spawn(process.execPath, ['--import', 'tsx', path], {
      cwd: root,
      env: { ...process.env, [builtEnv]: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let last = '';
    createInterface({ input: child.stdout }).on('line', (line) => {
      process.stderr.write(`${line}\n`);
      if (line.trim()) last = line;
    });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code !== 0) {
        reject(new Error(`${script} ended with ${signal ?? `exit code ${code}`}`));
        return;
      }
      if (!last.startsWith(jsonPrefix)) {
        reject(new Error(`${script}: its last stdout line is not ${jsonPrefix}{...}`));
        return;
      }
      const parsed: unknown = JSON.parse(last.slice(jsonPrefix.length));
      if (!isResult(parsed)) reject(new Error(`${script}: ${jsonPrefix} has the wrong shape`));
      else resolve(parsed);
    });
  });

const chromiumVersion = () => {
  try {
    const chrome = process.env.CHROME_PATH ?? chromiumPath;
    const output = execFileSync(chrome, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return output.trim();
  } catch {
    return 'not found';
  }
};

const machine = () => {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown';
  return [
    `- CPU: ${cpu}, ${availableParallelism()} cores`,
    `- RAM: ${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- OS: ${type()} ${release()}`,
    `- Node: ${process.version}`,
    `- Chromium: ${chromiumVersion()}`,
    `- PostgreSQL: ${process.env.DATABASE_URL ? 'DATABASE_URL set' : 'not set (PGlite only)'}`,
  ].join('\n');
};

const started = new Date();
await buildProduction();
process.env[builtEnv] = '1';

const results: { id: string; script: string; result?: BenchResult; error?: string }[] = [];
for (const bench of selected) {
  console.error(`\n=== ${bench.id}: ${bench.script}`);
  try {
    results.push({ ...bench, result: await run(bench.script) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`!!! ${bench.id} FAILED: ${message}`);
    results.push({ ...bench, error: message });
  }
}

const sections = results.map(({ id, script, result, error }) => {
  if (!result) return `### ${id}: FAILED\n\n\`${script}\`: ${error}`;
  const notes = (result.notes ?? []).map((note) => `- ${note}`).join('\n');
  return [`### ${result.title}`, `\`${script}\``, markdownTable(result), notes]
    .filter(Boolean)
    .join('\n\n');
});
const minutes = ((Date.now() - started.getTime()) / 60_000).toFixed(1);
const reportText = [
  `Run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC (${minutes} min), \`pnpm bench\`:`,
  machine(),
  ...sections,
].join('\n\n');
console.log(`\n${reportText}`);

if (write) {
  const doc = await readFile(docPath, 'utf8');
  const start = doc.indexOf(startMarker);
  const end = doc.indexOf(endMarker);
  if (start < 0 || end < start) throw new Error(`${docPath} lacks ${startMarker} … ${endMarker}`);
  const updated = `${doc.slice(0, start + startMarker.length)}\n\n${reportText}\n\n${doc.slice(end)}`;
  // Formatted as `pnpm lint` checks it (aligned table columns).
  const options = await resolveConfig(docPath);
  await writeFile(docPath, await format(updated, { ...options, filepath: docPath }));
  console.error(`\nwritten to ${docPath}`);
}

const failed = results.filter((entry) => entry.error);
if (failed.length > 0) {
  console.error(`\n${failed.length} benchmark(s) failed: ${failed.map((f) => f.id).join(', ')}`);
  process.exit(1);
}
