import { expect, test } from '../support/fixtures.ts';

test('the language picker switches to Khmer and Chinese and keeps the choice', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/i);
  const englishTitle = await page.getByRole('heading', { level: 1 }).innerText();

  await page.getByLabel('Language').selectOption('KM');
  await expect(page.locator('html')).toHaveAttribute('lang', /^km/i);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(englishTitle);
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('KM');

  // The picker's own label is in Khmer now.
  await page.getByRole('combobox', { name: /Language|ភាសា/ }).selectOption('CN');
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/i);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/i);
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('CN');
});

test.describe('first visit follows the device language', () => {
  test.use({ locale: 'km-KH' });
  test('a Khmer device gets Khmer', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', /^km/i);
  });
});

test.describe('an unsupported device language falls back to English', () => {
  test.use({ locale: 'is-IS' });
  test('an Icelandic device gets English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/i);
  });
});

test('Thai reads English where it has no translation, and stays after a reload', async ({
  page,
}) => {
  await page.goto('/');
  const englishTitle = await page.getByRole('heading', { level: 1 }).innerText();
  // The other languages join the list once a player reaches for it (focus, pointer, touch).
  const picker = page.getByLabel('Language');
  await expect(picker.locator('option')).toHaveCount(3);
  await picker.focus();
  await expect(picker.locator('option')).toHaveCount(35);
  await picker.selectOption('TH');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  // The picker's own name is in Thai; the rest of the page falls back to English.
  await expect(page.getByRole('combobox', { name: 'ภาษา' })).toHaveValue('TH');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishTitle);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('combobox', { name: 'ภาษา' })).toHaveValue('TH');
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('TH');
});

test('Arabic writes right to left, and back to English left to right', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').hover();
  await page.getByLabel('Language').selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('EN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test.describe('a device language beyond the core three', () => {
  test.use({ locale: 'ja-JP' });
  test('a Japanese device starts in Japanese', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('combobox', { name: '言語' })).toHaveValue('JA');
  });
});
