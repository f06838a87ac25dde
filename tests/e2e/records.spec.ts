import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { gameFrame, money } from '../support/game-pages.ts';
import { memberCenter } from '../support/wallet-pages.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

// Records end to end (issue 14): a round played on the slot shows in the betting record and in
// the account record with the ledger's amounts. Screenshots go to test-results/.

test.describe.configure({ timeout: 90_000 });

const account = 'demo_player';
const phone = { width: 390, height: 844 };

/** Plays one spin of Lucky Slot and closes the game; answers the round's stake and win. */
const playOneRound = async (page: Page) => {
  await page.goto('/inhouse');
  await page.getByRole('button', { name: 'Lucky Slot' }).first().click();
  const frame = await gameFrame(page, 'Lucky Slot');
  const spin = frame.getByRole('button', { name: 'Spin' });
  await frame.getByLabel('Stake').selectOption({ index: 2 });
  await spin.click();
  await expect(
    frame.getByRole('region', { name: 'Round history' }).locator('tbody tr'),
  ).toHaveCount(1);
  await expect(spin).toBeEnabled();
  await page.getByRole('button', { name: 'Close game' }).click();
};

test.beforeEach(async ({ page }) => {
  await openAsDemoPlayer(page);
});

for (const viewport of [
  { name: '1280', size: { width: 1280, height: 900 } },
  { name: '390', size: phone },
]) {
  test(`at ${viewport.name} px: a round shows in the betting record and the account record`, async ({
    page,
    qa,
  }) => {
    await playOneRound(page);
    const played = await qa.rounds(account);
    const [round] = played.rounds;
    if (!round) throw new Error('no round played');
    const net = round.win - round.stake;
    await page.setViewportSize(viewport.size);

    await page.goto('/?mc=personalHistoryCopy');
    const center = memberCenter(page);
    const bets = center.getByRole('table', { name: 'Betting record' });
    const bet = bets.locator('tbody tr').first();
    await expect(bet).toContainText('Lucky Slot');
    await expect(bet.locator('[data-label="Stake"]')).toHaveText(money(round.stake));
    await expect(bet.locator('[data-label="Payout"]')).toHaveText(money(round.win));
    await expect(bet.locator('[data-label="Net"]')).toHaveText(money(net));
    await expect(bets.locator('tfoot')).toContainText('Totals (bets: 1)');
    await page.screenshot({ path: `test-results/records-betting-${viewport.name}.png` });

    await page.goto('/?mc=transactionHistory');
    const movements = center.getByRole('table', { name: 'Account record' });
    await expect(movements).toBeVisible();
    const rows = movements.locator('tbody tr');
    const stakeRow = rows.filter({ hasText: 'Bet' });
    await expect(stakeRow.locator('[data-label="Amount"]')).toHaveText(money(-round.stake));
    if (round.win > 0) {
      const payout = rows.filter({ hasText: 'Payout' });
      await expect(payout.locator('[data-label="Amount"]')).toHaveText(money(round.win));
    }
    // The newest movement leaves the wallet at the ledger's balance.
    await expect(rows.first().locator('[data-label="Balance after"]')).toHaveText(
      money(played.balance),
    );
    await page.screenshot({ path: `test-results/records-account-${viewport.name}.png` });
  });
}

test('the record pages in Khmer', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('hisLang', 'KM'));
  await page.goto('/?mc=personalProfit');
  const center = memberCenter(page);
  await expect(center.getByLabel('ចន្លោះកាលបរិច្ឆេទ')).toHaveValue('week');
  await expect(center.getByText('គ្មានកំណត់ត្រាក្នុងចន្លោះនេះទេ។')).toBeVisible();
  await page.setViewportSize(phone);
  await page.screenshot({ path: 'test-results/records-personal-loss-km-390.png' });
});
