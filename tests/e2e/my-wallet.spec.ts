import type { Locator, Page } from '@playwright/test';
import type { Qa } from '../support/fixtures.ts';
import { expect, test } from '../support/fixtures.ts';
import { headerLogin } from '../support/pages.ts';
import { memberCenter } from '../support/wallet-pages.ts';

// My wallet end to end (issue 14): web → bff → reference upstream → ledger. Each test resets its
// worker's site and switches the merchant to one wallet per vendor with the QA control (the
// reset puts it back to single). demo_down1 holds 100.00 in its main wallet.

const account = 'demo_down1';
const phone = { width: 390, height: 844 };

const openWallet = async (page: Page): Promise<Locator> => {
  await page.goto('/');
  await headerLogin(page, account, 'Demo1234');
  await expect(page.getByTestId('balance')).toHaveText('100.00', { timeout: 30_000 });
  await page.goto('/?mc=transferFund');
  return memberCenter(page);
};

const balanceOf = async (qa: Qa, accountTypeId: number) =>
  (await qa.wallets(account)).wallets.find((wallet) => wallet.accountTypeId === accountTypeId)
    ?.balance;

test('transfer in, transfer out and recall all move money once, the total unchanged', async ({
  page,
  qa,
}) => {
  const [first, second] = await qa.walletMode('multi');
  if (!first || !second) throw new Error('the merchant has no vendor wallets');
  const center = await openWallet(page);
  await expect(center.getByRole('heading', { name: 'Main wallet' })).toBeVisible();
  await expect(center.getByTestId('main-wallet')).toHaveText('$100.00');
  await expect(center.getByTestId(`wallet-${first.accountTypeId}`)).toContainText(first.name);
  const form = center.getByRole('form', { name: 'Transfer between wallets' });

  // In: a double click moves the money once.
  await form.getByLabel('To').selectOption({ label: first.name });
  await form.getByLabel('Amount (USD)').fill('40.25');
  await form.getByRole('button', { name: 'Transfer', exact: true }).dblclick();
  await expect(form.getByRole('status')).toHaveText('Transferred $40.25.');
  await expect(center.getByTestId('main-wallet')).toHaveText('$59.75');
  await expect(center.getByTestId(`wallet-${first.accountTypeId}`)).toContainText('$40.25');
  expect(await balanceOf(qa, first.accountTypeId)).toBe('40.25');
  expect(await balanceOf(qa, 2)).toBe('59.75');

  // A second vendor, with the "All" shortcut of the main wallet's balance after a first part.
  await form.getByLabel('To').selectOption({ label: second.name });
  await form.getByLabel('Amount (USD)').fill('9.75');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(center.getByTestId('main-wallet')).toHaveText('$50.00');

  // Out: from the first vendor back to the main wallet.
  await form.getByLabel('From').selectOption({ label: first.name });
  await form.getByLabel('To').selectOption({ label: 'Main wallet' });
  await form.getByRole('button', { name: 'All', exact: true }).click();
  await expect(form.getByLabel('Amount (USD)')).toHaveValue('40.25');
  await form.getByLabel('Amount (USD)').fill('10');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(center.getByTestId('main-wallet')).toHaveText('$60.00');
  await expect(center.getByTestId(`wallet-${first.accountTypeId}`)).toContainText('$30.25');
  await expect(center.getByTestId('wallets-total')).toContainText('$100.00');
  await page.screenshot({ path: 'test-results/my-wallet-1280.png' });

  // Recall all: both vendor wallets back to the main one in one move.
  await form.getByRole('button', { name: 'Recall all' }).dblclick();
  await expect(form.getByRole('status')).toHaveText('$40.00 recalled to the main wallet.');
  await expect(center.getByTestId('main-wallet')).toHaveText('$100.00');
  const after = await qa.wallets(account);
  expect(after.total).toBe('100.00');
  expect(after.wallets.filter((wallet) => wallet.balance !== '0.00')).toEqual([
    { accountTypeId: 2, balance: '100.00' },
  ]);
  await expect(page.getByTestId('balance')).toHaveText('100.00');

  // The page shown again moves nothing more.
  await page.reload();
  await expect(memberCenter(page).getByTestId('main-wallet')).toHaveText('$100.00');
  expect((await qa.wallets(account)).total).toBe('100.00');
});

test('at 390 px in Khmer: a transfer and recall all, nothing cut off', async ({ page, qa }) => {
  const [first] = await qa.walletMode('multi');
  if (!first) throw new Error('the merchant has no vendor wallets');
  await openWallet(page);
  await page.setViewportSize(phone);
  await page.evaluate(() => localStorage.setItem('hisLang', 'KM'));
  await page.goto('/?mc=transferFund');
  const center = memberCenter(page);
  const form = center.getByRole('form', { name: 'ផ្ទេររវាងកាបូប' });
  await expect(form).toBeVisible();
  await form.getByLabel('ទៅ').selectOption({ label: first.name });
  await form.getByLabel('ចំនួនទឹកប្រាក់ (USD)').fill('25');
  await form.getByRole('button', { name: 'ផ្ទេរ', exact: true }).click();
  await expect(form.getByRole('status')).toContainText('បានផ្ទេរ');
  await expect(center.getByTestId('main-wallet')).toHaveText('$75.00');
  const overflow = await center.evaluate((node) => node.scrollWidth - node.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await form.getByRole('button', { name: 'ផ្ទេរ', exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/my-wallet-km-390.png' });
  await form.getByRole('button', { name: 'ដកត្រឡប់ទាំងអស់' }).click();
  await expect(center.getByTestId('main-wallet')).toHaveText('$100.00');
  expect(await balanceOf(qa, first.accountTypeId)).toBe('0.00');
});

test('a single-wallet site says no transfer is needed and offers none', async ({ page }) => {
  const center = await openWallet(page);
  await expect(center.getByRole('heading', { name: 'Your wallet' })).toBeVisible();
  await expect(center.getByText(/no transfer between wallets is needed/)).toBeVisible();
  await expect(center.getByRole('form', { name: 'Transfer between wallets' })).toHaveCount(0);
});
