import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { gameFrame } from '../support/game-pages.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

// Chinese renders with the bundled face on a machine without CJK fonts (this one has none), on
// the site and in the game pages' frames, Khmer waits for its bundled face (bold Khmer drew as
// boxes until it came), and an English page downloads only the slices the language picker's
// names need (#10).

const loadedFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/"/g, ''));
  });

test('the Chinese page is drawn with the bundled Noto Sans SC', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('注册 · 畅玩 · 赢奖');
  await expect.poll(() => loadedFaces(page)).toContain('Noto Sans SC Variable');
  // Every slice of the face that the heading's characters need is loaded: a system font that
  // claims them first (drawing boxes) keeps the browser from ever asking for them.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const heading = document.querySelector('h1');
        if (!heading) return false;
        const { fontWeight, fontSize } = getComputedStyle(heading);
        return document.fonts.check(
          `${fontWeight} ${fontSize} "Noto Sans SC Variable"`,
          heading.textContent ?? '',
        );
      }),
    )
    .toBe(true);
  await testInfo.attach('home in Chinese', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
});

test('a Khmer page waits for the Khmer face: its headings never draw as boxes', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('KM');
  await expect(page.locator('html')).toHaveAttribute('lang', /^km/i);

  // A new page in Khmer (the choice is kept), with the face's Khmer slice held back: the page
  // asks for it before it shows any Khmer text (not even its loading page), and renders once it
  // has it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  await page.route(/noto-sans-khmer-khmer-.*\.woff2$/, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  const reloaded = page.reload();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => /[\u1780-\u17FF]/.test(document.body.textContent ?? ''))).toBe(
    false,
  );
  release();
  await reloaded;
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/[\u1780-\u17FF]/);
  expect(
    await page.evaluate(() => {
      const h1 = document.querySelector('h1');
      if (!h1) return false;
      const { fontWeight, fontSize } = getComputedStyle(h1);
      // Its Khmer letters: spaces and Latin come from the face's other slices, or the system's.
      const khmer = (h1.textContent ?? '').replace(/[^\u1780-\u17FF]/g, '');
      return (
        khmer.length > 0 &&
        document.fonts.check(`${fontWeight} ${fontSize} "Noto Sans Khmer Variable"`, khmer)
      );
    }),
  ).toBe(true);
});

test('an English page downloads at most the slices the language picker needs', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The Chinese faces' stylesheet comes when a player reaches for the picker, its longer list
  // after the first screen.
  await page.getByLabel('Language').focus();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.querySelectorAll('select[aria-label="Language"] option').length >= 35 &&
          [...document.fonts].some(
            (face) => face.family.replace(/"/g, '') === 'Noto Sans SC Variable',
          ),
      ),
    )
    .toBe(true);
  await loadedFaces(page);
  // Of about a hundred slices of the Chinese face, only those that cover a character of the
  // picker's language names (中文, 繁體中文, 日本語, 한국어): each slice's unicode-range says.
  const needed = await page.evaluate(() => {
    const names = [...document.querySelectorAll('select option')].map(
      (option) => option.textContent ?? '',
    );
    const points = new Set(
      names
        .join('')
        .split('')
        .map((char) => char.codePointAt(0) ?? 0),
    );
    const covers = (range: string) =>
      range.split(',').some((part) => {
        const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
        const low = parseInt(from ?? '', 16);
        const high = to === undefined ? low : parseInt(to, 16);
        return [...points].some((point) => point >= low && point <= high);
      });
    return [...document.fonts].filter(
      (face) =>
        face.family.replace(/"/g, '') === 'Noto Sans SC Variable' && covers(face.unicodeRange),
    ).length;
  });
  expect(needed).toBeGreaterThan(0);
  expect(fonts.filter((url) => url.includes('noto-sans-sc')).length).toBeLessThanOrEqual(needed);
});

test('an English page asks for no Khmer or Chinese face until a player reaches for the picker', async ({
  page,
}) => {
  const faces: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans-(khmer|sc)/.test(request.url())) faces.push(request.url());
  });
  const names = page.waitForEvent('requestfinished', (request) =>
    /\/language-names-[\w-]+\.js$/.test(request.url()),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Everything the page shows by itself is in: the banners, the game cards' pictures, the
  // other languages' names (which the closed picker does not list: it holds the core three,
  // ខ្មែរ and 中文 among them).
  await expect(page.getByRole('region', { name: 'Featured' }).locator('img').first()).toBeVisible();
  await names;
  const picker = page.getByLabel('Language');
  await expect
    .poll(() => picker.evaluate((select: HTMLSelectElement) => select.options.length))
    .toBe(3);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].every((image) => image.loading === 'lazy' || image.complete),
      ),
    )
    .toBe(true);
  expect(faces).toEqual([]);
  expect(await page.evaluate(() => performance.getEntriesByName('his:other-faces').length)).toBe(0);
  // A pointer over the picker lists the other languages and asks for the faces their names need.
  await picker.hover();
  await expect(picker.locator('option')).toHaveCount(35);
  await expect.poll(() => faces.some((url) => url.includes('noto-sans-sc'))).toBe(true);
});

test('a game page in Chinese is drawn with the bundled face inside its frame', async ({
  page,
}, testInfo) => {
  await openAsDemoPlayer(page);
  await page.getByLabel('Language').selectOption('CN');
  await page.goto('/inhouse');
  await page.getByRole('button', { name: 'Lucky Slot' }).first().click();
  const frame = await gameFrame(page, 'Lucky Slot');
  const spin = frame.getByRole('button', { name: '旋转' });
  await expect(spin).toBeEnabled();
  // A slice of the face is loaded in the frame's own document, and none of the button's
  // characters waits on another (check() alone holds for a face the page never declared).
  const drawn = () =>
    spin.evaluate(async (button) => {
      await document.fonts.ready;
      const { fontWeight, fontSize } = getComputedStyle(button);
      const loaded = [...document.fonts].some(
        (face) =>
          face.family.replace(/"/g, '') === 'Noto Sans SC Variable' && face.status === 'loaded',
      );
      return (
        loaded &&
        document.fonts.check(
          `${fontWeight} ${fontSize} "Noto Sans SC Variable"`,
          button.textContent ?? '',
        )
      );
    });
  await expect.poll(drawn).toBe(true);
  await testInfo.attach('Lucky Slot in Chinese', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
});
