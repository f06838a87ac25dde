import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../tests/support/chromium.ts';

// The installable app's icons (packages/web/public/icons), drawn from the header's logo mark:
// the accent square with the brand's initial (styles/tokens.css: --color-accent,
// --color-on-accent). The letter is drawn as shapes, not text, so every machine draws the same
// pixels. Chromium renders each size and writes it as PNG; run again after a brand change:
// pnpm exec tsx scripts/pwa-icons.ts

const accent = '#f5b82e';
const onAccent = '#1b1300';
const out = fileURLToPath(new URL('../packages/web/public/icons/', import.meta.url));

/** The initial "H" in a 512-unit square, well inside the maskable safe zone (a 410-unit circle). */
const letter = `<g fill="${onAccent}">
  <rect x="144" y="128" width="68" height="256" rx="6"/>
  <rect x="300" y="128" width="68" height="256" rx="6"/>
  <rect x="200" y="222" width="112" height="64"/>
</g>`;

/**
 * `any`: the logo mark itself, rounded, on transparency. `full`: edge to edge, for a maskable
 * icon (Android cuts its own shape) and Apple's touch icon (iOS rounds the corners itself).
 */
const svg = (shape: 'any' | 'full', size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${shape === 'any' ? 112 : 0}" fill="${accent}"/>
  ${letter}
</svg>`;

const icons = [
  { file: 'icon-192.png', shape: 'any', size: 192 },
  { file: 'icon-512.png', shape: 'any', size: 512 },
  { file: 'icon-maskable-512.png', shape: 'full', size: 512 },
  { file: 'apple-touch-icon.png', shape: 'full', size: 180 },
] as const;

const main = async () => {
  await mkdir(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    for (const { file, shape, size } of icons) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(`<!doctype html><body style="margin:0">${svg(shape, size)}</body>`);
      const png = await page.screenshot({ omitBackground: true });
      await writeFile(join(out, file), png);
      console.warn(`${file}: ${png.length} bytes`);
    }
  } finally {
    await browser.close();
  }
};

await main();
