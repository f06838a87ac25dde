import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  confirmationDialog,
  memberCenter,
  openConfirmation,
  paymentPassword,
  releasedWithdrawal,
  requestWithdrawal,
  setUpPasswordAndCard,
  smallPng,
} from '../support/wallet-pages.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

// Withdrawals end to end (issue 14): web → bff → reference upstream → ledger. The payment
// password and a card through My account, a withdrawal the QA controls release, the receipt
// confirmation (received; not received with a real PNG proof, reviewed and refunded once), the
// window that runs out on the upstream's clock or in the open dialog (received, not refunded),
// and a double-clicked withdrawal that moves money once. Screenshots go to test-results/.

const account = 'demo_player';
const startBalance = 10_000;

const phone = { width: 390, height: 844 };

const timelineOf = (page: Page, id: number) =>
  memberCenter(page).getByRole('list', { name: `Timeline of withdrawal ${id}` });

const withdrawViaForm = async (page: Page, amount: string) => {
  const form = memberCenter(page).getByRole('form', { name: 'Withdraw' });
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Payment password (6 digits)').fill(paymentPassword);
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByRole('status')).toHaveText(`Withdrawal of ${amount}.00 requested.`);
};

test.beforeEach(async ({ page }) => {
  await openAsDemoPlayer(page);
});

test('at 1280 px: payment password, card, withdraw, the platform releases, received', async ({
  page,
  qa,
}) => {
  await page.goto('/?mc=securityCenter');
  const center = memberCenter(page);
  await center.getByLabel('Payment password (6 digits)').fill(paymentPassword);
  await center.getByLabel('Confirm payment password').fill(paymentPassword);
  await center.getByRole('button', { name: 'Set payment password' }).click();
  await expect(center.getByRole('status')).toHaveText('Payment password saved.');
  await expect(center.getByRole('button', { name: 'Change payment password' })).toBeVisible();

  const addCard = center.getByRole('form', { name: 'Add card' });
  await addCard.getByLabel('Bank').selectOption({ index: 1 });
  await addCard.getByLabel('Account name').fill('Demo Player');
  await addCard.getByLabel('Account number').fill('000123456789');
  await addCard.getByLabel('Payment password (6 digits)').fill(paymentPassword);
  await addCard.getByRole('button', { name: 'Add card' }).click();
  await expect(center.getByText('Demo Player · ****6789')).toBeVisible();
  await page.screenshot({ path: 'test-results/withdraw-security-center-1280.png' });

  await center.getByRole('navigation').getByRole('button', { name: 'Withdraw' }).click();
  await withdrawViaForm(page, '100');
  const [withdrawal] = await qa.withdrawals(account);
  expect(withdrawal?.status).toBe('pending');
  expect((await qa.rounds(account)).balance).toBe(startBalance - 100);
  if (!withdrawal) throw new Error('no withdrawal');

  await qa.releaseWithdrawal(withdrawal.id);
  const dialog = await openConfirmation(page);
  await expect(dialog).toContainText('Withdrawal of 100.00');
  await expect(dialog).toContainText(/Time left to answer: \d+:\d\d/);
  await page.screenshot({ path: 'test-results/withdraw-confirmation-1280.png' });
  await dialog.getByRole('button', { name: 'Received', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Thank you: the withdrawal is confirmed as received.',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(timelineOf(page, withdrawal.id)).toContainText('Received');
  await expect(timelineOf(page, withdrawal.id)).toContainText('Released');
  await page.screenshot({ path: 'test-results/withdraw-page-1280.png', fullPage: true });
  expect((await qa.withdrawals(account))[0]?.status).toBe('received');
});

test('at 390 px: not received with a PNG proof, reviewed and refunded once', async ({
  page,
  qa,
}) => {
  await page.setViewportSize(phone);
  await setUpPasswordAndCard(page);
  await page.goto('/?mc=withdraw');
  await withdrawViaForm(page, '250');
  const [pending] = await qa.withdrawals(account);
  if (!pending) throw new Error('no withdrawal');
  await qa.releaseWithdrawal(pending.id);

  const dialog = await openConfirmation(page);
  await dialog.getByRole('button', { name: 'Not received' }).click();
  await dialog.getByLabel('Add image').setInputFiles({
    name: 'transfer.png',
    mimeType: 'image/png',
    buffer: smallPng(),
  });
  await expect(dialog.getByRole('img', { name: 'transfer.png' })).toBeVisible();
  await page.screenshot({ path: 'test-results/withdraw-proof-390.png' });
  await dialog.getByRole('button', { name: 'Send claim' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your claim is under review.');
  expect((await qa.withdrawals(account))[0]?.status).toBe('underReview');

  await qa.reviewWithdrawal(pending.id, 'refunded', 'Bank returned the transfer');
  expect((await qa.rounds(account)).balance).toBe(startBalance);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await expect(timelineOf(page, pending.id)).toContainText('Refunded');
  await expect(timelineOf(page, pending.id)).toContainText('Bank returned the transfer');
  await timelineOf(page, pending.id).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/withdraw-page-390.png' });
  // A second review changes nothing: the refund happened once.
  await expect(qa.reviewWithdrawal(pending.id, 'refunded')).rejects.toThrow();
  expect((await qa.rounds(account)).balance).toBe(startBalance);
});

test('counts as received once the upstream clock passes the window', async ({ page, qa }) => {
  await qa.withdrawSettings({ confirmationMinutes: 5 });
  const withdrawal = await releasedWithdrawal(page, qa, '40');
  await qa.advanceClock(6 * 60_000);
  await page.goto('/?mc=withdraw');
  await expect(timelineOf(page, withdrawal.id)).toContainText('Counted as received');
  await expect(memberCenter(page).getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);
  expect((await qa.withdrawals(account))[0]?.status).toBe('forcedReceived');
  expect((await qa.rounds(account)).balance).toBe(startBalance - 40);
});

test('a window that runs out in the open dialog: received, not refunded', async ({ page, qa }) => {
  await qa.withdrawSettings({ confirmationMinutes: 1 });
  await page.clock.install();
  const withdrawal = await releasedWithdrawal(page, qa, '60');
  const dialog = await openConfirmation(page);
  await qa.advanceClock(61_000);
  await page.clock.runFor(61_000);
  await expect(dialog.getByRole('alert')).toHaveText(
    'The time to answer has passed: the withdrawal counts as received and will not be refunded.',
  );
  await expect(dialog.getByRole('button', { name: 'Received', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(confirmationDialog(page)).toHaveCount(0);
  await expect(timelineOf(page, withdrawal.id)).toContainText('Counted as received');
  expect((await qa.withdrawals(account))[0]?.status).toBe('forcedReceived');
  expect((await qa.rounds(account)).balance).toBe(startBalance - 60);
});

test('a double-clicked withdrawal moves the money once', async ({ page, qa }) => {
  await setUpPasswordAndCard(page);
  await page.goto('/?mc=withdraw');
  const form = memberCenter(page).getByRole('form', { name: 'Withdraw' });
  await form.getByLabel('Amount').fill('75');
  await form.getByLabel('Payment password (6 digits)').fill(paymentPassword);
  await form.getByRole('button', { name: 'Withdraw' }).dblclick();
  await expect(form.getByRole('status')).toHaveText('Withdrawal of 75.00 requested.');
  expect(await qa.withdrawals(account)).toHaveLength(1);
  expect((await qa.rounds(account)).balance).toBe(startBalance - 75);
});

test('the withdraw page in Khmer and Chinese', async ({ page, qa }) => {
  await requestWithdrawalSetUp(page);
  for (const [language, title, status] of [
    ['KM', 'ការដកប្រាក់របស់ខ្ញុំ', 'កំពុងរង់ចាំ'],
    ['CN', '我的取款', '处理中'],
  ] as const) {
    await page.evaluate((value) => localStorage.setItem('hisLang', value), language);
    await page.goto('/?mc=withdraw');
    await expect(memberCenter(page).getByRole('heading', { name: title })).toBeVisible();
    await expect(memberCenter(page)).toContainText(status);
    await page.screenshot({ path: `test-results/withdraw-${language.toLowerCase()}-1280.png` });
  }
  expect(await qa.withdrawals(account)).toHaveLength(1);
});

const requestWithdrawalSetUp = async (page: Page) => {
  await setUpPasswordAndCard(page);
  await requestWithdrawal(page, '20');
};
