import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Qa, QaDepositOrder } from './fixtures.ts';
import { memberCenter } from './wallet-pages.ts';

/** The reference upstream's demo channels (packages/upstream/src/seed/deposit-channels.ts). */
export const channels = { bank: 'Bank transfer (ABA)', ewallet: 'Wing e-wallet', qr: 'KHQR' };

/** Opens the deposit page of the member center. */
export const openDeposit = async (page: Page): Promise<Locator> => {
  await page.goto('/?mc=depositv2');
  const center = memberCenter(page);
  await expect(center.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  return center;
};

/** Chooses a channel and types an amount on the deposit page, ready to submit. */
export const fillDeposit = async (center: Locator, channel: string, amount: string) => {
  await center.getByRole('radio', { name: new RegExp(channel.replace(/[()]/g, '\\$&')) }).check();
  await center.getByLabel(/^Amount/).fill(amount);
};

/** Submits the deposit form and answers the order's reference once it shows. */
export const createDeposit = async (
  center: Locator,
  channel: string,
  amount: string,
): Promise<string> => {
  await fillDeposit(center, channel, amount);
  await center.getByRole('button', { name: 'Create deposit order' }).click();
  const reference = center.getByTestId('deposit-reference');
  await expect(reference).toHaveText(/\S+/);
  return (await reference.textContent()) ?? '';
};

/** The member's orders as the upstream holds them. */
export const ordersOf = async (qa: Qa, account: string): Promise<QaDepositOrder[]> =>
  (await qa.deposits(account)).orders;
