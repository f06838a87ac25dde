import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

// `pnpm test:paths`: the generated path tests of every flow, both levels, with coverage on.
// 1. the unit model suites (Vitest, machines project): every generated path replayed on a real
//    actor; each suite writes `<dir>/unit/<flow>.json`;
// 2. the web build (the browser tests run against it), unless `--no-build`;
// 3. the browser path tests (Playwright project `paths`, tests/paths): each writes
//    `<dir>/browser/<test>.json` from `window.__FLOW_COVERAGE__`;
// 4. the coverage report and gate (scripts/flow-coverage.ts);
// then one table: per flow, paths, passed, failed and coverage at each level.
// `<dir>` is $FLOW_COVERAGE_DIR, else artifacts/flow-coverage; it is emptied first. Other
// arguments go to Playwright (`pnpm test:paths --no-build --output /tmp/pw -g login`).

const coverageDir = resolve(process.env.FLOW_COVERAGE_DIR || 'artifacts/flow-coverage');
const unitReport = resolve('artifacts/paths-unit.json');
const browserReport = resolve('artifacts/paths-browser.json');
const coverageReport = resolve('artifacts/coverage/flows.json');
const env = { ...process.env, FLOW_COVERAGE_DIR: coverageDir };

const run = (cmd: string, args: string[], extraEnv: Record<string, string> = {}): boolean =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status === 0;

/** Passed and failed tests of one flow at one level, and how many of them replay a path. */
interface Tally {
  paths: number;
  passed: number;
  failed: number;
}

const tally = (): Tally => ({ paths: 0, passed: 0, failed: 0 });

const vitestSchema = z.object({
  testResults: z.array(
    z.object({
      assertionResults: z.array(
        z.object({ ancestorTitles: z.array(z.string()), status: z.string() }),
      ),
    }),
  ),
});

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; ok: boolean }[];
  suites?: PlaywrightSuite[];
}

const playwrightSuite: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    specs: z.array(z.object({ title: z.string(), ok: z.boolean() })).optional(),
    suites: z.array(playwrightSuite).optional(),
  }),
);
const playwrightSchema = z.object({ suites: z.array(playwrightSuite) });

const coverageSchema = z.object({
  flows: z.record(
    z.string(),
    z.object({
      unit: z.object({ taken: z.number(), total: z.number(), waived: z.number() }),
      browser: z.object({ taken: z.number(), total: z.number() }).nullable(),
    }),
  ),
  browserPercent: z.number().nullable(),
});

const readJson = <T>(file: string, schema: z.ZodType<T>): T | null => {
  try {
    return schema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
};

/** Unit results per flow: the model suite of flow `x` is the describe block `x model`. */
const unitTallies = (): Map<string, Tally> | null => {
  const report = readJson(unitReport, vitestSchema);
  if (!report) return null;
  const byFlow = new Map<string, Tally>();
  for (const test of report.testResults.flatMap((file) => file.assertionResults)) {
    const flowId = /^(.+) model$/.exec(test.ancestorTitles[0] ?? '')?.[1];
    if (flowId === undefined) continue;
    const counts = byFlow.get(flowId) ?? tally();
    if (test.ancestorTitles[1] === 'generated paths') counts.paths++;
    if (test.status === 'passed') counts.passed++;
    else counts.failed++;
    byFlow.set(flowId, counts);
  }
  return byFlow;
};

/** Browser results per flow: the tests of flow `x` sit in the describe block `x paths`. */
const browserTallies = (): Map<string, Tally> | null => {
  const report = readJson(browserReport, playwrightSchema);
  if (!report) return null;
  const byFlow = new Map<string, Tally>();
  const walk = (suite: PlaywrightSuite, flowId: string | undefined) => {
    const own = /^(.+) paths$/.exec(suite.title)?.[1] ?? flowId;
    for (const spec of suite.specs ?? []) {
      if (own === undefined) continue;
      const counts = byFlow.get(own) ?? tally();
      // The binding-completeness test replays no path.
      if (!spec.title.includes(' binding ')) counts.paths++;
      if (spec.ok) counts.passed++;
      else counts.failed++;
      byFlow.set(own, counts);
    }
    suite.suites?.forEach((child) => walk(child, own));
  };
  report.suites.forEach((suite) => walk(suite, undefined));
  return byFlow;
};

const ratio = (level: { taken: number; total: number } | null | undefined): string =>
  level ? `${level.taken}/${level.total}` : '—';

const cells = (counts: Tally | undefined): string[] =>
  counts ? [counts.paths, counts.passed, counts.failed].map(String) : ['—', '—', '—'];

/** Columns padded to their widest cell: names left-aligned, numbers right-aligned. */
const printTable = (rows: string[][]) => {
  const width = (column: number) => Math.max(...rows.map((row) => row[column]?.length ?? 0));
  for (const row of rows) {
    const padded = row.map((cell, column) =>
      column === 0 ? cell.padEnd(width(column)) : cell.padStart(width(column)),
    );
    console.log(padded.join('  '));
  }
};

const build = !process.argv.includes('--no-build');
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--no-build');
rmSync(coverageDir, { recursive: true, force: true });
mkdirSync(coverageDir, { recursive: true });
rmSync(unitReport, { force: true });
rmSync(browserReport, { force: true });

const unitOk = run('pnpm', [
  'exec',
  'vitest',
  'run',
  '--project',
  'machines',
  'model.test',
  'model-suites.test',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${unitReport}`,
]);
const buildOk = !build || run('pnpm', ['--filter', '@his/web', 'run', 'build']);
// Playwright resolves a relative report path from its config folder: give it an absolute one.
const browserOk =
  buildOk &&
  run(
    'pnpm',
    [
      'exec',
      'playwright',
      'test',
      '-c',
      'tests/playwright.config.ts',
      '--project',
      'paths',
      ...playwrightArgs,
    ],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport,
    },
  );
const gateOk = run('pnpm', ['exec', 'tsx', 'scripts/flow-coverage.ts', coverageDir]);

const unit = unitTallies() ?? new Map<string, Tally>();
const browser = browserTallies() ?? new Map<string, Tally>();
const coverage = readJson(coverageReport, coverageSchema);
// Registered flows only (the tooling's own sample suite is not one), in registry order.
const flowIds = coverage ? Object.keys(coverage.flows) : [...unit.keys()];
console.log('\ngenerated path tests');
printTable([
  [
    'flow',
    'unit paths',
    'passed',
    'failed',
    'unit cover',
    'browser paths',
    'passed',
    'failed',
    'browser cover',
  ],
  ...flowIds.map((id) => [
    id,
    ...cells(unit.get(id)),
    ratio(coverage?.flows[id]?.unit),
    ...cells(browser.get(id)),
    ratio(coverage?.flows[id]?.browser),
  ]),
]);
const percent = coverage?.browserPercent;
console.log(
  `browser coverage of the browser flows: ${percent === null || percent === undefined ? 'not measured' : `${percent}%`}`,
);
const outcome = (ok: boolean) => (ok ? 'passed' : 'FAILED');
console.log(
  `unit ${outcome(unitOk)} · ${build ? `web build ${outcome(buildOk)} · ` : ''}browser ${
    buildOk ? outcome(browserOk) : 'not run'
  } · coverage gate ${outcome(gateOk)}`,
);
process.exit(unitOk && buildOk && browserOk && gateOk ? 0 : 1);
