import { expect, test } from '../support/fixtures.ts';

test('free demo logs a trial account in; Deposit then says a real account is needed', async ({
  page,
}) => {
  await page.goto('/vip');
  await page.getByRole('button', { name: 'Free demo' }).click();

  await expect(page.getByTestId('balance')).toHaveText('2,000.00');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Free demo' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Deposit' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Real account needed' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Member center' })).toHaveCount(0);
});
