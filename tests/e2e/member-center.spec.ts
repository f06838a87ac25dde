import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

// The member center (SPEC §2, issue 14): opened from the nickname on my account, its page kept in
// the address (reload, Back), closed with Escape; a desktop dialog and a phone's full-screen
// sheet; Khmer and Chinese labels; a trial account refused. The screenshots are written to
// test-results/ for a person to look at.

const center = (page: Page) =>
  page.getByRole('dialog', { name: /Member center|会员中心|មជ្ឈមណ្ឌលសមាជិក/ });
const menu = (page: Page) => center(page).getByRole('navigation');

const logInOnPhone = async (page: Page) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill('demo_player');
  await main.getByLabel('Password', { exact: true }).fill('Demo1234');
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('balance')).toHaveText('10,000.00');
};

test('a visitor who opens a shared link logs in through the popup and lands on that page', async ({
  page,
}) => {
  await page.goto('/promotions?mc=withdraw');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('demo_player');
  await login.getByLabel('Password', { exact: true }).fill('Demo1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  // SPEC §2 sends a member home after a login; the page the link named stays named.
  await expect(page).toHaveURL(/\/\?mc=withdraw$/);
  await expect(center(page).getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();
});

test('at 1280 px: the nickname opens my account, the page is in the address, Back and Escape', async ({
  page,
}) => {
  await openAsDemoPlayer(page);
  await page.getByRole('button', { name: 'Demo Player' }).click();
  await expect(center(page)).toBeVisible();
  await expect(page).toHaveURL(/\?mc=securityCenter$/);
  await expect(menu(page).getByRole('button', { name: 'My account' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    center(page).getByRole('heading', { name: 'My account', exact: true }),
  ).toBeVisible();

  await menu(page).getByRole('button', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\?mc=withdraw$/);
  await expect(center(page).getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/member-center-1280.png' });

  await page.reload();
  await expect(center(page).getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Withdraw' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.goBack();
  await expect(page).toHaveURL(/\?mc=securityCenter$/);
  await expect(
    center(page).getByRole('heading', { name: 'My account', exact: true }),
  ).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(center(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/mc=/);
});

test('Khmer and Chinese labels', async ({ page }) => {
  await openAsDemoPlayer(page);
  await page.getByLabel('Language').selectOption('KM');
  await page.goto('/?mc=referral');
  await expect(
    center(page).getByRole('heading', { name: 'អញ្ជើញមិត្តភក្តិ', exact: true }),
  ).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'ដកប្រាក់' })).toBeVisible();
  // The picker is behind the modal: the center closes, Chinese is picked, the link opens it again.
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: /Language|ភាសា/ }).selectOption('CN');
  await page.goto('/?mc=referral');
  await expect(center(page).getByRole('heading', { name: '邀请好友', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: '取款' })).toBeVisible();
});

test('a trial account gets the warning, never the member center', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Free demo' }).click();
  await expect(page.getByTestId('balance')).toHaveText('2,000.00');
  await page.getByRole('button', { name: 'Deposit' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Real account needed' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'OK' }).click();
  await page.goto('/?mc=withdraw');
  await expect(page.getByRole('alertdialog', { name: 'Real account needed' })).toBeVisible();
  await expect(center(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/mc=/);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a full-screen sheet: the list first, a page over it with a back button', async ({
    page,
  }) => {
    await logInOnPhone(page);
    await page.goto('/?mc=securityCenter');
    await expect(
      center(page).getByRole('heading', { name: 'My account', exact: true }),
    ).toBeVisible();
    const box = await center(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
    await page.screenshot({ path: 'test-results/member-center-390-page.png' });

    await center(page).getByRole('button', { name: 'All pages' }).click();
    await expect(menu(page).getByRole('button', { name: 'Platform information' })).toBeVisible();
    const widths = await center(page).evaluate((dialog) => ({
      scroll: dialog.scrollWidth,
      client: dialog.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await page.screenshot({ path: 'test-results/member-center-390-menu.png' });

    await menu(page).getByRole('button', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/\?mc=withdraw$/);
    await expect(
      center(page).getByRole('heading', { name: 'Withdraw', exact: true }),
    ).toBeVisible();
    await page.goBack();
    await expect(
      center(page).getByRole('heading', { name: 'My account', exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(center(page)).toHaveCount(0);
  });
});
