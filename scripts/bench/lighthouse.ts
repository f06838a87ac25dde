import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildProduction, report, startSite } from './production.ts';
import { median } from './servers.ts';
import { chromiumFlags, chromiumPath } from '../../tests/support/chromium.ts';

/**
 * Lighthouse (mobile form factor, its default simulated throttling) against the production
 * build started as `npm start` starts it (the compiled server), with Debian's Chromium: three
 * runs per page, the median of each figure.
 *
 * The pages: home, a vendor lobby that renders game cards (`/kh19games`), and `/game` (the game
 * frame page; opened without a game it shows its "no game" page, what a visitor's link lands on).
 *
 * Each row also gives Lighthouse's benchmarkIndex of the host: its CPU slowdown (4×) is made for
 * a host of about 1,500 and overstates a phone's slowness on a slower one (Lighthouse warns below
 * 1,000; docs/throttling.md in its repository tells how to calibrate), so the index says whether
 * a run's figures can be compared with another's.
 *
 * `LIGHTHOUSE_REPORTS=<folder>` also writes each run's full report there (HTML and JSON), to see
 * where the time went: the main-thread breakdown, the long tasks, the LCP element.
 */
const pages = ['/', '/kh19games', '/game'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? chromiumPath;
const chromeFlags = chromiumFlags;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const reportsFolder = process.env.LIGHTHOUSE_REPORTS;

interface Run {
  /** Lighthouse's measure of this host's CPU (lhr.environment.benchmarkIndex). */
  benchmarkIndex: number;
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** `/kh19games` run 2 → `kh19games-2`; `/` → `home-1`. */
const reportName = (url: string, run: number) =>
  `${new URL(url).pathname.replace(/^\/$/, '/home').slice(1).replaceAll('/', '-')}-${run}`;

/** Lighthouse's own failure of one run (e.g. NO_NAVSTART: "Please run Lighthouse again"). */
class RunFailed extends Error {}

/** One more try of a run Lighthouse itself failed; a second failure fails the benchmark. */
const auditAgainOnce = async (url: string, run: number): Promise<Run> => {
  try {
    return await audit(url, run);
  } catch (error) {
    if (!(error instanceof RunFailed)) throw error;
    console.error(`lighthouse ${url} run ${run}: ${error.message}; running it again`);
    return audit(url, run);
  }
};

const audit = async (url: string, run: number): Promise<Run> => {
  // A fresh browser per run: nothing cached or stored from the run before.
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new RunFailed(`${url}: ${lhr.runtimeError.message}`);
    if (reportsFolder) {
      const [json, html] = result.report;
      await mkdir(reportsFolder, { recursive: true });
      const name = join(reportsFolder, reportName(url, run));
      await Promise.all([
        writeFile(`${name}.json`, json ?? ''),
        writeFile(`${name}.html`, html ?? ''),
      ]);
    }
    const score = (id: (typeof categories)[number]) => {
      const value = lhr.categories[id]?.score;
      if (typeof value !== 'number') throw new Error(`${url}: no ${id} score`);
      return Math.round(value * 100);
    };
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`${url}: no ${id} value`);
      return value;
    };
    return {
      benchmarkIndex: lhr.environment.benchmarkIndex,
      performance: score('performance'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    };
  } finally {
    chrome.kill();
  }
};

await buildProduction();
const site = await startSite('compiled');
const results = new Map<string, Run[]>();
try {
  for (const page of pages) {
    const list: Run[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await auditAgainOnce(`${site.url}${page}`, run + 1);
      console.error(
        `lighthouse ${page} run ${run + 1}/${runs}: performance ${result.performance}, benchmarkIndex ${Math.round(result.benchmarkIndex)}`,
      );
      list.push(result);
    }
    results.set(page, list);
  }
} finally {
  await site.stop();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const of = (list: Run[], key: keyof Run) => median(list.map((run) => run[key]));
report({
  title: 'Lighthouse, mobile (production build, compiled server)',
  columns: [
    'page',
    'performance',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'accessibility',
    'best practices',
    'SEO',
    'benchmarkIndex',
  ],
  rows: [...results].map(([page, list]) => [
    page,
    of(list, 'performance'),
    seconds(of(list, 'fcp')),
    seconds(of(list, 'lcp')),
    `${Math.round(of(list, 'tbt'))} ms`,
    Number(of(list, 'cls').toFixed(3)),
    of(list, 'accessibility'),
    of(list, 'bestPractices'),
    of(list, 'seo'),
    Math.round(of(list, 'benchmarkIndex')),
  ]),
  notes: [
    `median of ${runs} runs per page, each figure on its own; a fresh Chromium per run`,
    "benchmarkIndex: Lighthouse's measure of the host's CPU, for which its 4× slowdown is made at about 1,500 (it warns below 1,000)",
    'targets (issue 13): performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05, SEO ≥ 95',
  ],
});
