import { expect, test } from '../support/fixtures.ts';
import { openForgotPassword, requestCode } from '../support/account-pages.ts';
import { headerLogin } from '../support/pages.ts';

test('by email: "Check your email", the modal closes, the mail is in the outbox', async ({
  page,
  qa,
}) => {
  await page.goto('/');
  const dialog = await openForgotPassword(page);
  await dialog.getByRole('tab', { name: 'Email' }).click();
  await dialog.getByLabel('Username').fill('demo_player');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('demo_player@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(async () => (await qa.outbox()).map((mail) => mail.to))
    .toContain('demo_player@example.com');
});

test('by phone: code, new password, automatic login, home; the new password works', async ({
  page,
  qa,
}) => {
  await page.goto('/vip');
  const dialog = await openForgotPassword(page);
  await expect(dialog.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('Country code').selectOption('+855');
  await requestCode(dialog, '0987654321');
  await dialog.getByLabel('SMS code').fill(await qa.lastSmsCode('0987654321'));
  await dialog.getByLabel('New password', { exact: true }).fill('Agent2026');
  await dialog.getByLabel('Confirm new password').fill('Agent2026');
  await dialog.getByRole('button', { name: 'Reset password' }).click();

  await expect(page.getByRole('button', { name: 'Demo Agent' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await headerLogin(page, 'demo_agent', 'Agent2026');
  await expect(page.getByRole('button', { name: 'Demo Agent' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('5,000.00');
});
