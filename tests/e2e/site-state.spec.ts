import { expect, test } from '../support/fixtures.ts';

test('maintenance shows the maintenance page instead of the site', async ({ page, qa }) => {
  await qa.siteState('maintenance');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'System Maintenance' })).toBeVisible();
  // Customer service shows right here: a popup of the closed site would show this page again.
  await expect(page.getByRole('region', { name: 'Contact Us' })).toContainText(
    'support@his.example',
  );
  await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
});

test('an IP restriction shows the visitor IP and country', async ({ page, qa }) => {
  await qa.siteState('restricted');
  await page.goto('/vip');
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByText('127.0.0.1')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact Us' })).toContainText(
    'support@his.example',
  );
});

test('back to normal, the site returns', async ({ page, qa }) => {
  await qa.siteState('maintenance');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'System Maintenance' })).toBeVisible();
  await qa.siteState('normal');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});
