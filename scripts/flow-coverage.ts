import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
// Relative imports: the root package does not depend on @his/machines.
import {
  buildCoverageReport,
  coverageFailures,
  unknownIds,
  type BrowserCoverageFile,
  type FlowCoverage,
  type FlowCoverageReport,
  type UnitCoverageFile,
} from '../packages/machines/src/flows/coverage-report.ts';
import {
  normaliseMachine,
  type FlowDescription,
} from '../packages/machines/src/flows/normalise.ts';
import { flows } from '../packages/machines/src/flows/registry.ts';

// The flow coverage gate. Reads the coverage files the model suites (`<dir>/unit/*.json`) and
// the browser tests (path and end-to-end tests: `<dir>/browser/*.json`) wrote, writes `artifacts/coverage/flows.json`
// (the `/flows` viewer's overlay reads it) and a self-contained `flows.html`, prints a summary
// and exits non-zero when a transition is neither taken at unit level nor waived, or when the
// browser tests took less than 90% of the transitions of the flows that have browser tests.
// Usage: tsx scripts/flow-coverage.ts [coverageDir]  (default $FLOW_COVERAGE_DIR, else
// artifacts/flow-coverage)

/**
 * Flows with generated browser path tests (tests/paths), and the app and modals charts every
 * browser test drives: the browser percent is theirs.
 */
const browserFlows = [
  'app',
  'modals',
  'session',
  'captcha',
  'registration',
  'forgotPassword',
  'smsCountdown',
  'gameLaunch',
  'withdrawalConfirmation',
  'deposit',
  'withdrawForm',
  'walletTransfer',
  'memberCenter',
  'moneySubmission',
  'recordQuery',
  'contract',
  'promotionApplication',
  'noticePopups',
  'chatSession',
];
const minBrowserPercent = 90;
const outDir = resolve('artifacts/coverage');

const unitFileSchema: z.ZodType<UnitCoverageFile> = z.object({
  flowId: z.string(),
  level: z.literal('unit'),
  transitions: z.record(z.string(), z.array(z.string())),
  states: z.record(z.string(), z.array(z.string())),
});

const browserFileSchema: z.ZodType<BrowserCoverageFile> = z.object({
  level: z.literal('browser'),
  test: z.string(),
  coverage: z.object({
    transitions: z.record(z.string(), z.number()),
    states: z.record(z.string(), z.number()),
  }),
});

/** Every `*.json` of a folder, parsed; a missing folder is an empty one. */
const readFiles = <T>(dir: string, schema: z.ZodType<T>): T[] => {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const file = join(dir, name);
    const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** How many test names the HTML lists per row; flows.json has them all. */
const namesShown = 10;

/** A cell of test names: the count, and the shortest names (the simplest examples) on demand. */
const namesCell = (names: readonly string[]): string => {
  if (names.length === 0) return '<td class="none">—</td>';
  const shortest = [...names].sort((a, b) => a.length - b.length).slice(0, namesShown);
  const more = names.length - shortest.length;
  const items = shortest.map((name) => `<li>${escapeHtml(name)}</li>`).join('');
  return `<td><details><summary>${names.length}</summary><ul>${items}${
    more > 0 ? `<li class="more">… and ${more} more (flows.json)</li>` : ''
  }</ul></details></td>`;
};

const transitionLabel = (description: FlowDescription, id: string): string => {
  const transition = description.transitions.find((t) => t.id === id);
  if (transition === undefined) return id;
  const event = transition.event ?? 'always';
  const guard = transition.guard === null ? '' : ` [${transition.guard}]`;
  const targets = transition.targets.length === 0 ? '' : ` → ${transition.targets.join(', ')}`;
  return `${transition.source}: ${event}${guard}${targets}`;
};

const ratio = (taken: number, total: number): string => `${taken}/${total}`;

const flowSection = (id: string, flow: FlowCoverage, description: FlowDescription): string => {
  const stateRows = Object.entries(flow.states).map(
    ([stateId, entry]) =>
      `<tr class="${entry.unit.length > 0 ? 'taken' : 'untaken'}"><th scope="row">${escapeHtml(stateId)}</th>${namesCell(entry.unit)}${namesCell(entry.browser)}</tr>`,
  );
  const transitionRows = Object.entries(flow.transitions).map(([transitionId, entry]) => {
    const status =
      entry.unit.length > 0 ? 'taken' : entry.waived !== undefined ? 'waived' : 'missing';
    return `<tr class="${status}"><th scope="row" title="${escapeHtml(transitionId)}">${escapeHtml(
      transitionLabel(description, transitionId),
    )}</th>${namesCell(entry.unit)}${namesCell(entry.browser)}<td>${escapeHtml(
      entry.waived ?? '',
    )}</td></tr>`;
  });
  const head = (what: string, waived: boolean) =>
    `<tr><th scope="col">${what}</th><th scope="col">unit tests</th><th scope="col">browser tests</th>${waived ? '<th scope="col">waived</th>' : ''}</tr>`;
  return `<section id="${escapeHtml(id)}"><h2>${escapeHtml(flow.title)} <code>${escapeHtml(id)}</code></h2>
<p>unit ${ratio(flow.unit.taken, flow.unit.total)} transitions (${flow.unit.waived} waived, ${flow.unit.missing.length} missing)${
    flow.browser ? `, browser ${ratio(flow.browser.taken, flow.browser.total)}` : ''
  }</p>
<table><thead>${head('transition', true)}</thead><tbody>${transitionRows.join('\n')}</tbody></table>
<table><thead>${head('state', false)}</thead><tbody>${stateRows.join('\n')}</tbody></table>
</section>`;
};

const html = (
  report: FlowCoverageReport,
  descriptions: ReadonlyMap<string, FlowDescription>,
  failures: readonly string[],
): string => {
  const summaryRows = Object.entries(report.flows).map(
    ([id, flow]) =>
      `<tr><th scope="row"><a href="#${escapeHtml(id)}">${escapeHtml(flow.title)}</a></th><td>${ratio(
        flow.unit.taken,
        flow.unit.total,
      )}</td><td>${flow.unit.waived}</td><td>${flow.unit.missing.length}</td><td>${
        flow.browser ? ratio(flow.browser.taken, flow.browser.total) : '—'
      }</td></tr>`,
  );
  const sections = Object.entries(report.flows).flatMap(([id, flow]) => {
    const description = descriptions.get(id);
    return description ? [flowSection(id, flow, description)] : [];
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Flow coverage</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#1a1a1a}
table{border-collapse:collapse;margin:.5rem 0 1.5rem;width:100%}
th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
tbody th{font-weight:normal;font-family:ui-monospace,monospace;font-size:12px}
tr.taken th{border-left:4px solid #2e7d32}tr.waived th{border-left:4px solid #f9a825}
tr.missing th,tr.untaken th{border-left:4px solid #c62828}
td.none{color:#999}ul{margin:.25rem 0;padding-left:1.2rem}li.more{color:#666}
.fail{color:#c62828}.pass{color:#2e7d32}
</style></head><body><main>
<h1>Flow coverage</h1>
<p>Generated ${escapeHtml(report.generatedAt)}. Browser coverage of ${escapeHtml(
    report.browserFlows.join(', '),
  )}: <strong>${report.browserPercent === null ? 'not measured' : `${report.browserPercent}%`}</strong> (minimum ${minBrowserPercent}%).</p>
${
  failures.length === 0
    ? '<p class="pass">The gate passes.</p>'
    : `<p class="fail">The gate fails:</p><ul class="fail">${failures.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`
}
<table><thead><tr><th scope="col">flow</th><th scope="col">unit transitions</th><th scope="col">waived</th><th scope="col">missing</th><th scope="col">browser transitions</th></tr></thead>
<tbody>${summaryRows.join('\n')}</tbody></table>
<p>Rows: a green edge when unit tests took the transition (or made the state active), amber when
it is waived, red when neither. Each count opens the shortest test names.</p>
${sections.join('\n')}
</main></body></html>
`;
};

const coverageDir = resolve(
  process.argv[2] ?? (process.env.FLOW_COVERAGE_DIR || 'artifacts/flow-coverage'),
);
const unitFiles = readFiles(join(coverageDir, 'unit'), unitFileSchema);
const browserFiles = readFiles(join(coverageDir, 'browser'), browserFileSchema);
const descriptions = flows.map((flow) => ({
  ...normaliseMachine(flow.machine),
  title: flow.title,
}));
const report = buildCoverageReport(
  descriptions,
  Object.fromEntries(flows.map((flow) => [flow.id, flow.model.waivers])),
  unitFiles,
  browserFiles,
  browserFlows,
);
const failures = coverageFailures(report, minBrowserPercent);

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'flows.json'), JSON.stringify(report));
writeFileSync(
  join(outDir, 'flows.html'),
  html(report, new Map(descriptions.map((d) => [d.id, d])), failures),
);

console.log(
  `flow coverage (${unitFiles.length} unit files, ${browserFiles.length} browser files from ${coverageDir}):`,
);
for (const [id, flow] of Object.entries(report.flows)) {
  const browser = flow.browser ? `browser ${ratio(flow.browser.taken, flow.browser.total)}` : '';
  console.log(
    `  ${id.padEnd(16)} unit ${ratio(flow.unit.taken, flow.unit.total).padEnd(8)} waived ${String(flow.unit.waived).padEnd(3)} ${browser}`,
  );
}
const unknown = unknownIds(descriptions, unitFiles, browserFiles);
if (unknown.length > 0)
  console.log(`  ids no flow describes (stale or outside the registry): ${unknown.join(', ')}`);
console.log(
  `browser coverage of ${browserFlows.join(', ')}: ${report.browserPercent === null ? 'not measured' : `${report.browserPercent}%`} (minimum ${minBrowserPercent}%)`,
);
console.log(`report: ${join(outDir, 'flows.html')}, ${join(outDir, 'flows.json')}`);
for (const failure of failures) console.log(`FAIL ${failure}`);
process.exit(failures.length === 0 ? 0 : 1);
