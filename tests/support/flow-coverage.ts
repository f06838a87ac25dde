import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { BrowserCoverageFile, BrowserFlowCoverage } from '@his/machines/flows/coverage-report';

declare global {
  interface Window {
    __FLOW_COVERAGE__?: BrowserFlowCoverage;
  }
}

const storageKey = '__FLOW_COVERAGE__';

/**
 * Turns coverage recording on for every document of the page. The web reads the object once,
 * when its code loads, so it must exist before the app starts; the counts go to session
 * storage when a document goes away, so a reload (a restored session, a forced change the
 * platform demands again) adds to them instead of starting over.
 */
export const recordFlowCoverage = async (page: Page): Promise<void> => {
  await page.addInitScript((key) => {
    // The site's own documents only: a cross-site game frame may have no storage at all.
    if (window !== window.top) return;
    const kept = window.sessionStorage.getItem(key);
    const coverage: BrowserFlowCoverage = kept
      ? (JSON.parse(kept) as BrowserFlowCoverage)
      : { transitions: {}, states: {} };
    window.__FLOW_COVERAGE__ = coverage;
    window.addEventListener('pagehide', () =>
      window.sessionStorage.setItem(key, JSON.stringify(coverage)),
    );
  }, storageKey);
};

/** The counts so far (empty before the app loaded). */
export const readFlowCoverage = async (page: Page): Promise<BrowserFlowCoverage> =>
  (await page.evaluate(() => window.__FLOW_COVERAGE__)) ?? { transitions: {}, states: {} };

/** A file name from a test title: letters, digits, dashes; unique thanks to the test id. */
const safeName = (title: string, testId: string): string =>
  `${title
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)}-${testId}`;

/**
 * Writes the test's coverage for `scripts/flow-coverage.ts` when `FLOW_COVERAGE_DIR` is set;
 * does nothing otherwise, so a plain Playwright run leaves no files behind.
 */
export const writeBrowserCoverage = async (
  title: string,
  testId: string,
  coverage: BrowserFlowCoverage,
): Promise<void> => {
  const dir = process.env.FLOW_COVERAGE_DIR;
  if (!dir) return;
  const file: BrowserCoverageFile = { level: 'browser', test: title, coverage };
  await mkdir(join(dir, 'browser'), { recursive: true });
  await writeFile(
    join(dir, 'browser', `${safeName(title, testId)}.json`),
    `${JSON.stringify(file, null, 2)}\n`,
  );
};
