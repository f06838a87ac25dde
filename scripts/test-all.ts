import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

// Runs every suite of the project and ends with one line, `N passed, N failed`, summing them.
// Static checks count as one test each; Vitest (unit, component, model, contract, integration)
// and Playwright (end to end and generated path tests in Chromium) contribute their own counts.
// Both record flow coverage into one folder (the model suites once, here: `pnpm test:paths`
// is the same collection on its own), and the flow coverage gate over it counts as one check.

/** Where the model suites and the browser path tests write their flow coverage files. */
const coverageDir = resolve('artifacts/flow-coverage');
const withCoverage = { ...process.env, FLOW_COVERAGE_DIR: coverageDir };

interface Tally {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Wall time of the suite, shown in the summary so the CI's budget can be watched. */
  seconds?: number;
}

const since = (start: number): number => (performance.now() - start) / 1000;

const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean =>
  spawnSync(cmd, args, { stdio: 'inherit', env }).status === 0;

const check = (name: string, cmd: string, args: string[]): Tally => {
  const start = performance.now();
  const ok = run(cmd, args);
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds: since(start) };
};

/** Times a suite that counts its own tests. */
const timed = (suite: () => Tally): Tally => {
  const start = performance.now();
  const tally = suite();
  return { ...tally, seconds: since(start) };
};

/**
 * A check run beside others: its output is held and printed whole when it ends, so parallel
 * checks never interleave their lines.
 */
const checkInBackground = (name: string, cmd: string, args: string[]): Promise<Tally> =>
  new Promise((done) => {
    const start = performance.now();
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      const ok = code === 0;
      done({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds: since(start) });
    });
  });

/** Runs checks one after the other, in the background. */
const checksInSequence = async (checks: [string, string, string[]][]): Promise<Tally[]> => {
  const tallies: Tally[] = [];
  for (const [name, cmd, args] of checks) tallies.push(await checkInBackground(name, cmd, args));
  return tallies;
};

const vitestReport = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number(),
  numTodoTests: z.number(),
  numFailedTestSuites: z.number(),
});

const playwrightReport = z.object({
  stats: z.object({
    expected: z.number(),
    unexpected: z.number(),
    flaky: z.number(),
    skipped: z.number(),
  }),
  errors: z.array(z.unknown()).default([]),
});

const readJson = <T>(file: string, schema: z.ZodType<T>): T | null => {
  try {
    return schema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
};

const vitest = (): Tally => {
  const file = 'artifacts/vitest.json';
  rmSync(file, { force: true });
  run(
    'pnpm',
    ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    withCoverage,
  );
  const report = readJson(file, vitestReport);
  if (!report) return { name: 'vitest (no report)', passed: 0, failed: 1, skipped: 0 };
  // A file that fails to load has no failed test but a failed suite: count it.
  const failed =
    report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
  return {
    name: 'vitest',
    passed: report.numPassedTests,
    failed,
    skipped: report.numPendingTests + report.numTodoTests,
  };
};

const playwright = (): Tally => {
  // Playwright resolves a relative report path from its config folder: give it an absolute one.
  const file = resolve('artifacts/playwright.json');
  rmSync(file, { force: true });
  spawnSync('pnpm', ['exec', 'playwright', 'test', '-c', 'tests/playwright.config.ts'], {
    stdio: 'inherit',
    env: { ...withCoverage, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  const report = readJson(file, playwrightReport);
  if (!report) return { name: 'playwright (no report)', passed: 0, failed: 1, skipped: 0 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  return {
    name: 'playwright',
    passed: expected,
    // A flaky test passed only on retry; it counts as a failure here so it gets fixed.
    failed: unexpected + flaky + (report.errors.length > 0 && unexpected === 0 ? 1 : 0),
    skipped,
  };
};

mkdirSync('artifacts', { recursive: true });
rmSync(coverageDir, { recursive: true, force: true });
// The static checks are single-threaded mostly: the typecheck runs beside the others.
const [typecheck, others] = await Promise.all([
  checkInBackground('typecheck', 'pnpm', ['run', 'typecheck']),
  checksInSequence([
    ['eslint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']],
    ['prettier', 'pnpm', ['exec', 'prettier', '--check', '.']],
    ['knip', 'pnpm', ['exec', 'knip']],
    ['flow code map', 'pnpm', ['exec', 'tsx', 'scripts/flows-map.ts', '--check']],
  ]),
]);
const tallies: Tally[] = [
  typecheck,
  ...others,
  timed(vitest),
  check('web build', 'pnpm', ['--filter', '@his/web', 'run', 'build']),
  check('web size budget', 'pnpm', ['exec', 'tsx', 'scripts/size-budget.ts']),
  check('web build without the viewer', 'pnpm', ['exec', 'tsx', 'scripts/check-viewer-off.ts']),
  check('production start', 'pnpm', ['exec', 'tsx', 'scripts/check-production.ts']),
  timed(playwright),
  check('flow coverage gate', 'pnpm', ['exec', 'tsx', 'scripts/flow-coverage.ts', coverageDir]),
];

for (const t of tallies) {
  console.log(
    `${t.name.padEnd(22)} ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}${t.seconds === undefined ? '' : ` (${Math.round(t.seconds)} s)`}`,
  );
}
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
