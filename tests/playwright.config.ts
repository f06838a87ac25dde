import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './support/chromium.ts';

// End-to-end tests in Debian's Chromium (browser downloads do not work on our machines). Every
// worker starts its own site (tests/support/stack.ts), so tests that change the site state or
// the data never meet. Two projects: the hand-written end-to-end tests, and the path tests
// generated from the flow registry (`pnpm test:paths` runs only the latter with coverage on).
export default defineConfig({
  projects: [
    { name: 'e2e', testDir: './e2e' },
    // Path tests are independent (fresh context each, state set through the QA controls), so
    // the tests of one flow's file may spread over both workers.
    { name: 'paths', testDir: './paths', fullyParallel: true },
  ],
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Limits, not waits: every step waits on a condition and goes on as soon as it holds. They
  // are sized for a machine that is also busy with other work (CI beside other jobs, two busy
  // loops on 2 cores), where a page load with its logins takes several times longer.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    // A failed test leaves its screenshot and its page's accessibility snapshot (error-context).
    // Traces are for a rerun (`PW_TRACE=1`): recorded for every test, as retain-on-failure does,
    // they cost the suite an eighth of its time (41 tests: 98 s without, 113 s with).
    trace: process.env.PW_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The site's service worker serves its build files from its caches: `page.route` would not
    // see those requests, and a page it controls would not be as fresh as a test expects.
    // Every test but the worker's own (e2e/pwa.spec.ts) runs without it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
});
