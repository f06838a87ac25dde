import { describe, expect, it } from 'vitest';

// STYLE.md (bulletproof-react): imports flow shared (components, lib, config) → features →
// app, and no feature imports another one.
const sources = import.meta.glob<string>(['../src/**/*.{ts,tsx}', '!../src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `../src/features/auth/x.ts` → `['features', 'auth', 'x.ts']`, resolving `.` and `..`. */
const segmentsOf = (path: string): string[] => {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out;
};

const importsOf = (code: string): string[] => [
  ...[...code.matchAll(/^\s*(?:import|export)[^'"]*from\s+'([^']+)'/gm)].map((m) => m[1] ?? ''),
  ...[...code.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1] ?? ''),
];

const violations = Object.entries(sources).flatMap(([key, code]) => {
  const file = segmentsOf(key.replace(/^\.\.\/src\//, ''));
  // The entry (`main.tsx`) starts the app: it belongs to the app layer.
  const [layer, feature] = file.length === 1 ? ['app'] : file;
  return importsOf(code).flatMap((specifier) => {
    let target: string[];
    if (specifier.startsWith('@/')) target = segmentsOf(specifier.slice(2));
    else if (specifier.startsWith('.'))
      target = segmentsOf([...file.slice(0, -1), specifier].join('/'));
    else return [];
    const [targetLayer, targetFeature] = target;
    const where = `${file.join('/')} → ${specifier}`;
    if (layer !== 'app' && targetLayer === 'app') return [`${where}: only app imports app`];
    if (layer !== 'app' && layer !== 'features' && targetLayer === 'features') {
      return [`${where}: shared code imports no feature`];
    }
    // The member center's pages are its route modules (a lazy chunk per page, load-page.ts): like
    // `app/routes`, they compose the features whose screens they show (wallet, deposit, records).
    // The agent center is such a composition as a whole: the member center's panel, with the
    // records, transfers and site settings shown for a team.
    const centerPage =
      (feature === 'member-center' && file[2] === 'pages') || feature === 'agent-center';
    if (
      layer === 'features' &&
      targetLayer === 'features' &&
      targetFeature !== feature &&
      !centerPage
    ) {
      return [`${where}: features do not import each other`];
    }
    return [];
  });
});

describe('import boundaries', () => {
  it('sees the source tree', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(40);
  });

  it('keeps features apart and the layers in order', () => {
    expect(violations).toEqual([]);
  });
});
