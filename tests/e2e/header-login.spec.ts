import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { requestCode, unusedMobile } from '../support/account-pages.ts';

// The header's visitor form (#10): username and mobile tabs when mobile-code login is on, and a
// failed attempt that never moves the header.

const headerBox = async (page: Page) => {
  const header = await page.getByRole('banner').boundingBox();
  const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
  if (!header || !logo) throw new Error('no header');
  return {
    height: Math.round(header.height),
    logoX: Math.round(logo.x),
    logoY: Math.round(logo.y),
  };
};

test('at 1280 px the header logs in with an SMS code from its mobile tab', async ({ page, qa }) => {
  // A number of the test's own: the bff's per-number SMS limits outlive the QA reset, and other
  // tests of this worker ask codes for demo_player's number.
  const mobile = unusedMobile();
  await qa.createMember({
    username: `hdr${mobile.slice(-7)}`,
    password: 'Demo1234',
    mobileNum: mobile,
  });
  await page.goto('/');
  const banner = page.getByRole('banner');
  const before = await headerBox(page);
  await banner.getByRole('tab', { name: 'Mobile' }).click();
  expect(await headerBox(page)).toEqual(before);
  await banner.getByLabel('Country code').selectOption('+855');
  await requestCode(banner, mobile);
  await banner.getByLabel('SMS code').fill(await qa.lastSmsCode(mobile));
  await banner.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('balance')).toHaveText('0.00');
  await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
});

test('without mobile-code login the header offers the username form only', async ({ page, qa }) => {
  await qa.module('MOBILEVERCODELOGIN3', false);
  await page.goto('/');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('tab')).toHaveCount(0);
});

for (const language of ['EN', 'KM', 'CN'] as const) {
  test(`a failed header login and its captcha leave the header as it was (${language})`, async ({
    page,
    qa,
  }) => {
    await qa.forceCaptcha(true);
    await page.goto('/');
    if (language !== 'EN') {
      await page.getByLabel('Language').selectOption(language);
      // The page changes once the language's catalogue has downloaded.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language === 'KM' ? 'ចុះឈ្មោះ លេង ឈ្នះ' : '注册 · 畅玩 · 赢奖',
      );
    }
    const before = await headerBox(page);
    const form = page.getByRole('form').first();
    await form.locator('input[name=username]').fill('demo_player');
    await form.locator('input[name=password]').fill('Wrong1234x');
    await form.locator('button[type=submit]').click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(form.locator('input[name=captcha]')).toBeVisible();
    expect(await headerBox(page)).toEqual(before);
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a failed login in the login modal leaves the header as it was', async ({ page }) => {
    await page.goto('/');
    const before = await headerBox(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username').fill('demo_player');
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong1234x');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    expect(await headerBox(page)).toEqual(before);
  });
});
