import { expect, test } from '../support/fixtures.ts';
import { expectLoggedIn, expectVisitor, headerLogin } from '../support/pages.ts';

test('a visitor logs in from the header, uses the balance and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Play/ })).toBeVisible();
  await expectVisitor(page);

  await headerLogin(page, '  demo_player ', 'Demo1234');
  await expectLoggedIn(page, /demo/i);

  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(page.getByTestId('balance')).toHaveText('***');
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(page.getByTestId('balance')).toHaveText('10,000.00');

  // Hold the balance answer so the placeholder can be seen, then let it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/v2/wallets/balance*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByTestId('balance-loading')).toBeVisible();
  release();
  await expect(page.getByTestId('balance')).toHaveText('10,000.00');
  await page.unroute('**/wps/v2/wallets/balance*');

  await page.getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('balance')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expectVisitor(page);

  // The session is gone on the server too, not just in the page.
  await page.reload();
  await expectVisitor(page);
});

test('the login survives a reload and leads home from any page', async ({ page }) => {
  await page.goto('/promotions');
  await headerLogin(page, 'demo_player', 'Demo1234');
  await expectLoggedIn(page, /demo/i);
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expectLoggedIn(page, /demo/i);
});

test('on a phone the login modal signs the visitor in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('demo_player');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('balance')).toHaveText('10,000.00');
});

test('the login modal closes with Escape and keeps the form empty of errors', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('empty fields are refused in the page without calling the server', async ({ page }) => {
  await page.goto('/');
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/wps/session/login')) calls.push(req.url());
  });
  const form = await headerLogin(page, '   ', '');
  await expect(form.getByText(/required|cannot be empty/i).first()).toBeVisible();
  expect(calls).toEqual([]);
});
