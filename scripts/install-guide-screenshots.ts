import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../tests/support/chromium.ts';
import { startSite } from './bench/production.ts';

// The pictures of the app download page's install guides (/down): the site's own screens at
// 390 px, in each language, as WebP (packages/web/src/features/app-download/screenshots). A
// headless browser has no address bar, menu or share sheet to capture: the guides show the
// site's screen at each step and say in words where the browser's button is.
// Usage: pnpm exec tsx scripts/install-guide-screenshots.ts [site URL]
// Without a URL it starts a site of its own (scripts/serve.ts, serving the build WEB_DIST names).

const out = fileURLToPath(
  new URL('../packages/web/src/features/app-download/screenshots/', import.meta.url),
);
const languages = ['EN', 'KM', 'CN'] as const;
/** Each screen: its path and the heading that says it is drawn. */
const screens = [
  { name: 'home', path: '/', ready: 'heading' },
  { name: 'down', path: '/down', ready: 'heading' },
  { name: 'login', path: '/login', ready: 'textbox' },
] as const;
const phone = { width: 390, height: 844 };
/** WebP quality: text stays sharp at the size the page shows the pictures (195 px wide). */
const quality = 0.8;

/** PNG to WebP in the browser's own encoder (canvas), so no image library is needed. */
const toWebp = async (browser: Browser, png: Buffer): Promise<Buffer> => {
  const page = await browser.newPage();
  try {
    const dataUrl = await page.evaluate(
      `(async () => {
        const image = new Image();
        image.src = 'data:image/png;base64,${png.toString('base64')}';
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d').drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', ${quality});
      })()`,
    );
    if (typeof dataUrl !== 'string' || !dataUrl.startsWith('data:image/webp;base64,')) {
      throw new Error('this Chromium cannot encode WebP');
    }
    return Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64');
  } finally {
    await page.close();
  }
};

const capture = async (browser: Browser, baseURL: string) => {
  await mkdir(out, { recursive: true });
  for (const language of languages) {
    // A visitor on a phone, in a fresh context: no session, no worker, no motion.
    const context = await browser.newContext({
      baseURL,
      viewport: phone,
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    await context.addInitScript(`localStorage.setItem('hisLang', '${language}')`);
    const page = await context.newPage();
    for (const screen of screens) {
      await page.goto(screen.path);
      const ready =
        screen.ready === 'heading'
          ? page.getByRole('heading', { level: 1 })
          : page.getByRole('textbox').first();
      await ready.waitFor();
      await page.waitForLoadState('networkidle');
      // The popup notices a visitor gets once per session are not part of the screen shown.
      const dialog = page.getByRole('dialog');
      for (let left = 5; left > 0 && (await dialog.count()) > 0; left -= 1) {
        const shown = await dialog.first().elementHandle();
        await page.keyboard.press('Escape');
        await shown?.waitForElementState('hidden');
      }
      await page.evaluate('document.fonts.ready');
      const webp = await toWebp(browser, await page.screenshot());
      const file = `${screen.name}-${language.toLowerCase()}.webp`;
      await writeFile(join(out, file), webp);
      console.warn(`${file}: ${webp.length} bytes`);
    }
    await context.close();
  }
};

const main = async () => {
  const given = process.argv[2];
  const site = given ? null : await startSite('tsx');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    await capture(browser, given ?? site?.url ?? '');
  } finally {
    await browser.close();
    await site?.stop();
  }
};

await main();
