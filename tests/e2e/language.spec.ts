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
  test.use({ locale: 'de-DE' });
  test('a German device gets English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/i);
  });
});
