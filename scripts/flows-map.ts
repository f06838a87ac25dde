import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { handlingOf, type Handling } from '../packages/bff/src/routes/plan.ts';
// Relative imports: the root package does not depend on the packages it maps.
import { flows } from '../packages/machines/src/flows/registry.ts';
import { calls, type CallName } from '../packages/shared/src/calls.ts';

// The code map of every flow (docs/flows.md): its chart, model, screens, the web files that
// give its machine its I/O, the platform calls they make, and for each call the bff route and
// the upstream handler; then its tests. `--check` fails when a listed file is missing, when the
// calls the wiring really makes differ from the registry's list, or when docs/flows.md is stale.
// Usage: tsx scripts/flows-map.ts [--check]

const root = resolve(import.meta.dirname, '..');
const webSrc = join(root, 'packages/web/src');
const outFile = join(root, 'docs/flows.md');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

const webFiles = sourceFiles(webSrc);
const upstreamFiles = sourceFiles(join(root, 'packages/upstream/src'));
const bffFiles = sourceFiles(join(root, 'packages/bff/src/routes'));
const text = new Map<string, string>();
const read = (file: string): string => {
  let body = text.get(file);
  if (body === undefined) {
    body = readFileSync(file, 'utf8');
    text.set(file, body);
  }
  return body;
};
const rel = (file: string) => relative(root, file);

// `<flow>InApp` is the machine as the app chart runs it (its effects on other flows routed).
const provides = (machineId: string) => new RegExp(`\\b${machineId}(?:Machine|InApp)\\.provide\\(`);
const starts = (machineId: string) =>
  new RegExp(
    `(?:(?:useMachine|createActorContext|createActor)\\(|childActor<typeof )${machineId}(?:Machine|InApp)\\b`,
  );

/**
 * The flows whose machines a web file gives their I/O (`provide`) or starts. Of the machines it
 * provides, only the first named: a child provided inside its parent's `provide` (the
 * registration's SMS countdown) is the parent's wiring, whose calls include its children's.
 */
const ownersOf = (file: string): string[] => {
  const body = read(file);
  const provided = flows
    .map(({ id }) => ({ id, at: body.search(provides(id)) }))
    .filter(({ at }) => at !== -1)
    .sort((a, b) => a.at - b.at)
    .slice(0, 1)
    .map(({ id }) => id);
  const started = flows.filter(({ id }) => starts(id).test(body)).map(({ id }) => id);
  return [...new Set([...provided, ...started])];
};

const owners = new Map(webFiles.map((file) => [file, ownersOf(file)]));
const wiringOf = (machineId: string): string[] =>
  webFiles.filter((file) => owners.get(file)?.includes(machineId));

/** Where an import specifier of `from` points in the web's sources, if there. */
const resolveImport = (from: string, spec: string): string | null => {
  const base = spec.startsWith('@/')
    ? join(webSrc, spec.slice(2))
    : spec.startsWith('.')
      ? join(dirname(from), spec)
      : null;
  if (base === null) return null;
  for (const file of [base, `${base}.ts`, `${base}.tsx`]) if (existsSync(file)) return file;
  return null;
};

const isApiFile = (file: string) => file.split('/').includes('api');

/** `calls.<name>`, and every quoted name in a `callApi(…)` call's first argument. */
const callNamesIn = (body: string) => [
  ...body.matchAll(/\bcalls\.(\w+)/g),
  ...[...body.matchAll(/\bcallApi\(([^,)]+)[,)]/g)].flatMap(([, first]) => [
    ...(first ?? '').matchAll(/'(\w+)'/g),
  ]),
];

/**
 * The platform calls a wiring file makes: `callApi('<name>'` (or a `calls.<name>` reference) in
 * the `api/` modules it imports, and in those of the wiring files it imports (a child machine's,
 * such as the captcha's).
 */
const callsOf = (wiring: string, wiringFiles: ReadonlySet<string>): Set<CallName> => {
  const found = new Set<CallName>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const body = read(file);
    if (isApiFile(file))
      for (const [, name] of callNamesIn(body))
        if (name !== undefined && Object.hasOwn(calls, name)) found.add(name as CallName);
    for (const [, spec] of body.matchAll(/from '([^']+)'/g)) {
      const target = spec === undefined ? null : resolveImport(file, spec);
      if (target !== null && (isApiFile(target) || wiringFiles.has(target))) visit(target);
    }
  };
  visit(wiring);
  return found;
};

const bffRoute: Record<Exclude<Handling, 'login'>, string> = {
  logout: 'packages/bff/src/routes/logout.ts',
  sms: 'packages/bff/src/routes/sms.ts',
  buffered: 'packages/bff/src/routes/forward.ts',
  stream: 'packages/bff/src/routes/forward.ts',
};

/** The bff route file of a call: a token-minting call's flow file names it (`routeTokenCall`). */
const bffRouteOf = (name: CallName, handling: Handling): string | null => {
  if (handling !== 'login') return bffRoute[handling];
  const routes = new RegExp(`routeTokenCall\\(fastify, calls\\.${name}\\)`);
  const file = bffFiles.find((candidate) => routes.test(read(candidate)));
  return file === undefined ? null : rel(file);
};

/** The upstream file that registers the call's handler by name. */
const upstreamHandlerOf = (name: CallName): string | null => {
  const registers = new RegExp(`registerCall\\(\\s*app,\\s*services,\\s*'${name}'`);
  const file = upstreamFiles.find((candidate) => registers.test(read(candidate)));
  return file === undefined ? null : rel(file);
};

const problems: string[] = [];
/** A file by its name, linked from docs/ by its path. */
const link = (file: string) => `[${file.slice(file.lastIndexOf('/') + 1)}](../${file})`;
const listed = (files: readonly string[]) =>
  files.length === 0 ? '—' : files.map(link).join(', ');

const allWiring = new Set(flows.flatMap((flow) => wiringOf(flow.id)));
const sections = flows.map((flow) => {
  const dir = flow.code.dir;
  const chart = `packages/machines/src/${dir}/${dir}.machine.ts`;
  const model = `packages/machines/src/${dir}/${dir}.flow-model.ts`;
  const tests = [
    `packages/machines/src/${dir}/${dir}.model.test.ts`,
    ...[`tests/paths/${dir}.spec.ts`].filter((file) => existsSync(join(root, file))),
  ];
  const wiring = wiringOf(flow.id).map(rel);
  for (const file of [chart, model, ...flow.code.screens, ...tests])
    if (!existsSync(join(root, file))) problems.push(`${flow.id}: ${file} does not exist`);
  if (wiring.length === 0) problems.push(`${flow.id}: no web file provides or starts its machine`);

  const made = new Set(wiring.flatMap((file) => [...callsOf(join(root, file), allWiring)]));
  const declared = new Set(flow.calls);
  const missing = [...made].filter((name) => !declared.has(name));
  const extra = [...declared].filter((name) => !made.has(name));
  if (missing.length > 0)
    problems.push(`${flow.id}: the wiring calls ${missing.join(', ')}, unlisted`);
  if (extra.length > 0)
    problems.push(`${flow.id}: lists ${extra.join(', ')}, which its wiring never calls`);

  const rows = flow.calls.map((name) => {
    const call = calls[name];
    const handling = handlingOf(name, call);
    const upstream = upstreamHandlerOf(name);
    if (upstream === null) problems.push(`${flow.id}: no upstream handler registers ${name}`);
    const bff = handling === null ? null : bffRouteOf(name, handling);
    if (handling !== null && bff === null)
      problems.push(`${flow.id}: no bff route file routes ${name}`);
    return `| \`${name}\` | \`${call.method} ${call.path}\` | ${bff === null ? 'not forwarded' : link(bff)} | ${upstream === null ? '—' : link(upstream)} |`;
  });
  return [
    `## ${flow.title} (\`${flow.id}\`)`,
    '',
    flow.description,
    '',
    `- chart: ${link(chart)}`,
    `- model: ${link(model)}`,
    `- screens: ${listed(flow.code.screens)}`,
    `- wiring (the machine's I/O): ${listed(wiring)}`,
    `- tests: ${listed(tests)}`,
    '',
    ...(rows.length === 0
      ? ['No platform call.']
      : [
          '| call | method and path | bff route | upstream handler |',
          '| --- | --- | --- | --- |',
          ...rows,
        ]),
    '',
  ].join('\n');
});

const draft = [
  '# Flows and their code',
  '',
  'Generated by `pnpm flows:map` from the flow registry (`packages/machines/src/flows/registry.ts`);',
  '`npm test` fails when it is stale, when a file moved, or when a flow’s calls differ from those',
  'its wiring makes. A call’s bff route follows its handling (`packages/bff/src/routes/plan.ts`).',
  '',
  ...sections,
].join('\n');
const doc = await format(draft, { ...(await resolveConfig(outFile)), filepath: outFile });

if (process.argv.includes('--check')) {
  if (!existsSync(outFile) || read(outFile) !== doc)
    problems.push('docs/flows.md is stale: run pnpm flows:map');
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length === 0
      ? `the code map of ${flows.length} flows holds`
      : `${problems.length} problems`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
for (const problem of problems) console.error(problem);
writeFileSync(outFile, doc);
console.log(`docs/flows.md: ${flows.length} flows`);
process.exit(problems.length === 0 ? 0 : 1);
