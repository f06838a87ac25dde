import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { callRoutes } from '@his/shared/call-routes';
import { openAsDemoPlayer } from '../support/api-login.ts';
import { chromiumFlags, chromiumPath } from '../support/chromium.ts';
import { expect, test } from '../support/fixtures.ts';

// The installable app: the manifest and its icons, Chromium's own installability check, the
// service worker (control after a reload, the shell offline, no API answer and nothing of a
// member in any cache) and the app download page's install button and guides. The other tests
// run without the worker (playwright.config.ts); these are the ones that let it register.

test.use({ serviceWorkers: 'allow' });

const phone = { width: 390, height: 844 };
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The worker's state once it is activated (it registers after the page's load event). */
const workerReady = (page: Page) =>
  page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker && worker.state !== 'activated') {
      await new Promise((resolve) =>
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve(undefined);
        }),
      );
    }
    return worker?.state;
  });

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** Every cached request of the site, by cache name, as paths. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      all[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return all;
  });

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** Fires what Chromium fires when it offers installation; the answer is `outcome`. */
const offerInstall = (page: Page, outcome: 'accepted' | 'dismissed') =>
  page.evaluate((answer) => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(offer, {
      prompt: () => {
        Object.assign(window, { installPromptShown: true });
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
    });
    window.dispatchEvent(offer);
  }, outcome);

test('the manifest is linked and valid, its icons load, and Chromium finds the site installable', async ({
  baseURL,
}) => {
  // Chromium never offers installation in an incognito profile, which is what a test context
  // is: this test runs in a profile of its own on disk.
  const profile = await mkdtemp(join(tmpdir(), 'his-pwa-'));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumFlags,
      baseURL,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await page.request.get(href ?? '');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'HIS',
      short_name: 'HIS',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0d1322',
      background_color: '#0d1322',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const [width] = icon.sizes.split('x').map(Number);
      expect(pngSize(await image.body())).toEqual({ width, height: width });
    }

    expect(await workerReady(page)).toBe('activated');
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
  } finally {
    await context?.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('the worker controls the page after a reload, and offline a page opens the shell', async ({
  page,
  context,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('policyViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { policyViolation: (text: string) => void }).policyViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await workerReady(page)).toBe('activated');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await controlled(page)).toBe(true);

  await context.setOffline(true);
  const offline = await page.goto('/promotions');
  expect(offline?.fromServiceWorker()).toBe(true);
  // The shell renders, and the boot's own failure page says what happened and offers a retry.
  await expect(
    page.getByRole('heading', { level: 1, name: 'The site could not be loaded' }),
  ).toBeVisible();
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  // An API call is never answered from a cache: offline, it fails.
  const call = await page.evaluate(
    (path) =>
      fetch(path).then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    callRoutes.systemStatus.path,
  );
  expect(call).toBe('failed');

  await context.setOffline(false);
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('nothing of a member lands in any cache', async ({ page }) => {
  await openAsDemoPlayer(page, '/');
  expect(await workerReady(page)).toBe('activated');
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText('10,000.00');
  expect(await controlled(page)).toBe(true);
  // Pages that load the member's own data: VIP standing, messages, the app download page.
  for (const path of ['/vip', '/down', '/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const cached = await cachedPaths(page);
  const paths = Object.values(cached).flat();
  expect(paths).toContain('/');
  expect(paths.some((path) => path.startsWith('/assets/'))).toBe(true);
  const foreign = paths.filter(
    (path) =>
      path !== '/' &&
      path !== '/manifest.webmanifest' &&
      !path.startsWith('/assets/') &&
      !path.startsWith('/icons/'),
  );
  expect(foreign).toEqual([]);
  // No cached answer carries a cookie or came from an answer that forbade storing it.
  const headers = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const cacheControl = response?.headers.get('cache-control') ?? '';
        if (response?.headers.has('set-cookie') || cacheControl.includes('no-store')) {
          found.push(request.url);
        }
      }
    }
    return found;
  });
  expect(headers).toEqual([]);
});

test('/down at 390 px in Khmer and Chinese offers the install button when the browser does', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('hisLang', 'KM'));
  await page.goto('/down');
  await expect(page.getByRole('heading', { level: 1, name: 'ទាញយកកម្មវិធី' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: 'កម្មវិធីរុករករបស់អ្នកមិនផ្តល់' });
  await expect(status).toBeVisible();
  await expect(page.getByRole('button', { name: 'ដំឡើង HIS' })).toHaveCount(0);

  await offerInstall(page, 'accepted');
  const install = page.getByRole('button', { name: 'ដំឡើង HIS' });
  await expect(install).toBeVisible();
  await page.screenshot({ path: 'test-results/down-390-km.png' });
  await install.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('HIS ត្រូវបានដំឡើងហើយ។')).toBeVisible();
  expect(await page.evaluate(() => 'installPromptShown' in window)).toBe(true);
  await expect(install).toHaveCount(0);

  // A desktop Chrome gets Chrome's guide first; the other is one arrow key away.
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Android', 'iPhone និង iPad']);
  await expect(page.getByRole('heading', { name: /បើក HIS នៅក្នុង Chrome/ })).toBeVisible();
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: /បើក HIS នៅក្នុង Safari/ })).toBeVisible();

  // Each step's picture is the site's own screen in the page's language, and it loads.
  const pictures = page.getByRole('tabpanel').getByRole('img');
  await expect(pictures).toHaveCount(4);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(pictures.first()).toHaveAttribute('src', /home-km-.*\.webp$/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(phone.width);

  await page.evaluate(() => localStorage.setItem('hisLang', 'CN'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'App 下载' })).toBeVisible();
  await offerInstall(page, 'dismissed');
  await page.getByRole('button', { name: '安装 HIS' }).click();
  await expect(page.getByText('未安装。您随时可以在此页面安装 HIS。')).toBeVisible();
  await page.screenshot({ path: 'test-results/down-390-cn.png', fullPage: true });
});

test('/down shows an iPhone the Safari guide first', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    viewport: phone,
    userAgent: iPhone,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.goto('/down');
    await expect(page.getByRole('tab')).toHaveText(['iPhone and iPad', 'Android']);
    await expect(page.getByRole('tab', { name: 'iPhone and iPad' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: /Tap Share/ })).toBeVisible();
    await expect(page.getByText('Follow the guide for your device below.')).toBeVisible();
  } finally {
    await context.close();
  }
});
