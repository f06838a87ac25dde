import { expect, test } from '../support/fixtures.ts';
import {
  channels,
  createDeposit,
  fillDeposit,
  openDeposit,
  ordersOf,
} from '../support/deposit-pages.ts';
import { memberCenter } from '../support/wallet-pages.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

// Deposits end to end (issue 14): web → bff → reference upstream → ledger. An order paid on
// the sandbox provider's page (a new tab on the upstream's own origin) and one approved by the
// QA controls credit the wallet once; rejected and expired orders never do; a double click makes
// one order. Screenshots go to test-results/.

const account = 'demo_player';
const phone = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => {
  await openAsDemoPlayer(page);
});

test('at 1280 px: a bank transfer paid at the provider credits the balance once', async ({
  page,
  qa,
}) => {
  const center = await openDeposit(page);
  await expect(
    center.getByRole('radio', { name: /Bank transfer \(ABA\).*Min 10\.00 · max 10,000\.00/ }),
  ).toBeVisible();
  const reference = await createDeposit(center, channels.bank, '150.25');
  await expect(center.getByText('000 123 456')).toBeVisible();
  await expect(center.getByText(/^Pay within \d\d:\d\d$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/deposit-order-1280.png' });

  const pay = center.getByRole('link', { name: 'Pay at the provider' });
  await expect(pay).toHaveAttribute('rel', /noopener/);
  const [provider] = await Promise.all([page.waitForEvent('popup'), pay.click()]);
  await expect(provider.getByTestId('reference')).toHaveText(reference);
  await expect(provider.getByTestId('amount')).toContainText('150.25');
  await provider.getByRole('button', { name: 'Pay' }).click();
  await expect(provider.getByTestId('status')).toHaveAttribute('data-status', 'approved');
  await provider.close();

  // The page polls the pending order: no reload, no click.
  await expect(center.getByRole('status')).toHaveText('Paid: 150.25 was added to your balance.');
  await expect(page.getByTestId('balance')).toHaveText('10,150.25');
  const [order] = await ordersOf(qa, account);
  expect(order).toMatchObject({ reference, amount: '150.25', status: 'approved' });
  expect((await qa.rounds(account)).balance).toBe(10_150.25);
  await page.screenshot({ path: 'test-results/deposit-approved-1280.png' });

  // Another look later changes nothing: the credit happened once.
  await page.reload();
  await expect(memberCenter(page).getByRole('list', { name: 'Recent orders' })).toContainText(
    'Approved',
  );
  await expect(page.getByTestId('balance')).toHaveText('10,150.25');
  expect((await qa.rounds(account)).balance).toBe(10_150.25);
});

test('at 390 px: an order the platform approves shows approved, the header balance once', async ({
  page,
  qa,
}) => {
  await page.setViewportSize(phone);
  const center = await openDeposit(page);
  await fillDeposit(center, channels.ewallet, '3');
  await center.getByRole('button', { name: 'Create deposit order' }).click();
  await expect(center.getByText('The minimum for this channel is 5.00.')).toBeVisible();
  await page.screenshot({ path: 'test-results/deposit-form-390.png' });
  const reference = await createDeposit(center, channels.ewallet, '20');
  await page.screenshot({ path: 'test-results/deposit-order-390.png' });

  await qa.approveDeposit(reference);
  await expect(center.getByRole('status')).toHaveText('Paid: 20.00 was added to your balance.');
  await expect(page.getByTestId('balance')).toHaveText('10,020.00');
  await page.screenshot({ path: 'test-results/deposit-approved-390.png' });
  expect((await qa.rounds(account)).balance).toBe(10_020);
  // A repeated approval moves nothing.
  await qa.approveDeposit(reference).catch(() => undefined);
  expect((await qa.rounds(account)).balance).toBe(10_020);
});

test('rejected and expired orders never credit', async ({ page, qa }) => {
  const center = await openDeposit(page);
  const rejected = await createDeposit(center, channels.qr, '30');
  await qa.rejectDeposit(rejected, 'Payment not received');
  await expect(center.getByRole('status')).toHaveText(
    'This order was rejected. Nothing was added to your balance.',
  );
  await expect(center.getByText('Reason: Payment not received')).toBeVisible();

  await center.getByRole('button', { name: 'New deposit' }).click();
  const expired = await createDeposit(center, channels.qr, '40');
  await qa.expireDeposit(expired);
  await expect(center.getByRole('status')).toHaveText(
    'This order expired unpaid. Nothing was added to your balance.',
  );
  const recent = center.getByRole('list', { name: 'Recent orders' });
  await expect(recent.locator(`[data-reference="${rejected}"]`)).toContainText('Rejected');
  await expect(recent.locator(`[data-reference="${expired}"]`)).toContainText('Expired');
  await page.screenshot({ path: 'test-results/deposit-rejected-expired-1280.png' });

  expect((await ordersOf(qa, account)).map((order) => order.status)).toEqual([
    'expired',
    'rejected',
  ]);
  expect((await qa.rounds(account)).balance).toBe(10_000);
  await expect(page.getByTestId('balance')).toHaveText('10,000.00');
});

test('a double-clicked deposit makes one order', async ({ page, qa }) => {
  const center = await openDeposit(page);
  await fillDeposit(center, channels.bank, '75');
  await center.getByRole('button', { name: 'Create deposit order' }).dblclick();
  await expect(center.getByTestId('deposit-reference')).toHaveText(/\S+/);
  const orders = await ordersOf(qa, account);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ amount: '75.00', status: 'pending' });
});

test('the deposit page in Khmer and Chinese', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('hisLang', 'KM'));
  await page.goto('/?mc=depositv2');
  await expect(memberCenter(page).getByText('ច្រកទូទាត់')).toBeVisible();
  await page.screenshot({ path: 'test-results/deposit-km-1280.png' });
  await page.evaluate(() => localStorage.setItem('hisLang', 'CN'));
  await page.goto('/?mc=depositv2');
  await expect(memberCenter(page).getByText('支付渠道')).toBeVisible();
  await expect(memberCenter(page).getByText('最近订单')).toBeVisible();
});
