import { describe, expect, it } from 'vitest';
import type { Manifest, Sizes } from '../../../scripts/size-budget-routes.ts';
import {
  judge,
  routeLoads,
  scriptsOfHtml,
  staticClosure,
} from '../../../scripts/size-budget-routes.ts';

// A build in miniature: the entry imports the libraries; the home route shares a lobby chunk
// with the category route and lazily imports a modal the first load must not count.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_vendor.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_react.js'] },
  '_lobby.js': { file: 'assets/lobby.js', imports: ['_vendor.js'] },
  'src/app/routes/home.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_lobby.js'],
  },
  'src/app/routes/category.tsx': {
    file: 'assets/category.js',
    isDynamicEntry: true,
    imports: ['_lobby.js'],
  },
  'src/features/auth/register-modal-body.tsx': { file: 'assets/register.js', isDynamicEntry: true },
};

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react.js">
<link rel="modulepreload" crossorigin href="/assets/vendor.js">
<link rel="stylesheet" crossorigin href="/assets/index.css">
</head><body><div id="root"></div></body></html>`;

describe('size budget', () => {
  it('follows static imports once each, never dynamic ones', () => {
    expect(staticClosure(manifest, 'src/app/routes/home.tsx')).toEqual([
      'assets/home.js',
      'assets/lobby.js',
      'assets/vendor.js',
      'assets/react.js',
    ]);
  });

  it('reads the module script and the modulepreloads of index.html, not its stylesheets', () => {
    expect(scriptsOfHtml(html)).toEqual(['assets/index.js', 'assets/react.js', 'assets/vendor.js']);
  });

  it('counts the shell into every route, and only route modules as routes', () => {
    const loads = routeLoads(manifest, html);
    expect(loads.map((load) => load.route)).toEqual(['shell', 'category', 'home']);
    expect(loads.find((load) => load.route === 'home')?.files).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/vendor.js',
      'assets/home.js',
      'assets/lobby.js',
    ]);
  });

  it('fails a route over its budget or without one, and names budgets of routes gone', () => {
    const brotli: Record<string, number> = {
      'assets/index.js': 10,
      'assets/react.js': 50,
      'assets/vendor.js': 30,
      'assets/lobby.js': 5,
      'assets/home.js': 2,
      'assets/category.js': 3,
    };
    const sizeOf = (file: string): Sizes => ({ raw: 0, gzip: 0, brotli: brotli[file] ?? 0 });
    const loads = routeLoads(manifest, html);
    const { verdicts, stale } = judge(loads, sizeOf, { shell: 90, home: 96, login: 10 });
    expect(verdicts.map(({ route, sizes, status }) => [route, sizes.brotli, status])).toEqual([
      ['shell', 90, 'ok'],
      ['category', 98, 'no budget'],
      ['home', 97, 'over'],
    ]);
    expect(stale).toEqual(['login']);
  });
});
