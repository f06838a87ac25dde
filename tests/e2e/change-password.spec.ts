import { expect, test } from '../support/fixtures.ts';
import { expectLoggedIn, expectVisitor, headerLogin } from '../support/pages.ts';

// A logged-in player changes the password from the account menu when they choose (#10).
test('demo_player changes the password from the menu; only the new one logs in', async ({
  page,
}) => {
  await page.goto('/vip');
  await headerLogin(page, 'demo_player', 'Demo1234');
  await expectLoggedIn(page, /demo/i);

  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  // Voluntary: it can be left, and nothing changed.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Change password' }).click();
  await dialog.getByLabel('Current password').fill('Wrong1234');
  await dialog.getByLabel('New password', { exact: true }).fill('Better2026');
  await dialog.getByLabel('Confirm new password').fill('Better2026');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toContainText('The current password is wrong.');

  await dialog.getByLabel('Current password').fill('Demo1234');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedIn(page, /demo/i);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expectVisitor(page);
  await headerLogin(page, 'demo_player', 'Demo1234');
  await expect(page.getByRole('alert')).toContainText('Wrong account or password.');
  await expectVisitor(page);
  await headerLogin(page, 'demo_player', 'Better2026');
  await expectLoggedIn(page, /demo/i);
});

test('a trial account is told that a password change needs a real account', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Free demo' }).click();
  await expect(page.getByTestId('balance')).toHaveText('2,000.00');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Real account needed' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Change password' })).toHaveCount(0);
});
