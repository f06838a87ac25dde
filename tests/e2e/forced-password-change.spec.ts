import { expect, test } from '../support/fixtures.ts';
import { headerLogin } from '../support/pages.ts';

test('demo_change / 123456 cannot leave the change-password modal until the password changes', async ({
  page,
}) => {
  await page.goto('/');
  await headerLogin(page, 'demo_change', '123456');

  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  // The backdrop: a corner of the viewport, outside the dialog box.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  // The upstream refuses everything else (403 password.change.required), so a reload brings
  // the modal straight back; the login password is gone from memory, so it asks for it.
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Current password').fill('123456');
  await dialog.getByLabel('New password', { exact: true }).fill('Better2026');
  await dialog.getByLabel('Confirm new password').fill('Better2026');
  await dialog.getByRole('button', { name: 'Change password' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Demo Change' })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByTestId('balance')).toHaveText('0.00');
  await expect(page).toHaveURL(/\/$/);
});

test('the forced change without a reload needs no current password', async ({ page }) => {
  await page.goto('/');
  await headerLogin(page, 'demo_change', '123456');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('New password', { exact: true }).fill('Better2026');
  await dialog.getByLabel('Confirm new password').fill('Better2027');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Confirm new password').fill('Better2026');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('balance')).toHaveText('0.00');
});
