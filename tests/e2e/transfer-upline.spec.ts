import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { headerLogin } from '../support/pages.ts';
import { memberCenter, paymentPassword } from '../support/wallet-pages.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

// Transfer to upline end to end (issue 14): web → bff → reference upstream → ledger. demo_down1
// (100.00) sends to demo_agent, its upline in the seed; a double click moves money once.

/** The logged-in member's payment password, through the bff as the page's own fetch sends it. */
const setPaymentPassword = async (page: Page) => {
  const response = await page.request.fetch('/wps/member/paymentPassword', {
    method: 'PUT',
    data: { password: paymentPassword, confirmPassword: paymentPassword },
    headers: { 'x-csrf': '1', origin: new URL(page.url()).origin },
  });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
};

test('a downline transfers to its upline: the upline’s balance rises once', async ({
  page,
  qa,
}) => {
  await page.goto('/');
  await headerLogin(page, 'demo_down1', 'Demo1234');
  await expect(page.getByTestId('balance')).toHaveText('100.00', { timeout: 30_000 });
  await setPaymentPassword(page);

  await page.goto('/?mc=transferUpline');
  const center = memberCenter(page);
  await expect(center.getByRole('heading', { name: 'Transfer to upline' })).toBeVisible();
  await expect(center).toContainText('Demo Agent (demo_agent)');
  await expect(center).toContainText('Available balance100.00 USD');
  const form = center.getByRole('form', { name: 'Transfer' });
  await form.getByLabel('Amount (USD)').fill('40.25');
  await form.getByLabel('Payment password (6 digits)').fill(paymentPassword);
  await form.getByLabel('Remark (optional)').fill('team fund');
  await form.getByRole('button', { name: 'Transfer' }).dblclick();

  await expect(center.getByRole('status')).toHaveText(
    '40.25 was transferred to Demo Agent. Your balance is now 59.75.',
  );
  await expect(page.getByTestId('balance')).toHaveText('59.75');
  expect((await qa.rounds('demo_agent')).balance).toBe(5_040.25);
  expect((await qa.rounds('demo_down1')).balance).toBe(59.75);
  await page.screenshot({ path: 'test-results/transfer-upline-1280.png' });

  // The page shown again moves nothing more.
  await page.reload();
  await expect(memberCenter(page)).toContainText('Available balance59.75 USD');
  expect((await qa.rounds('demo_agent')).balance).toBe(5_040.25);
});

test('at 390 px: a member without an upline is told why and gets no form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsDemoPlayer(page, '/?mc=transferUpline');
  const center = memberCenter(page);
  await expect(center).toContainText(
    'Transfer to upline is only for members who joined under an agent. Your account has no upline.',
  );
  await expect(center.getByRole('form')).toHaveCount(0);
});
