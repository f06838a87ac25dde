import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { logInThroughApi, openAsDemoPlayer } from '../support/api-login.ts';
import { gameFrame, money } from '../support/game-pages.ts';
import { paymentPassword, setPaymentPassword } from '../support/wallet-pages.ts';

// The points mall and cashback (issue 16): a reward redeemed with the payment password and
// approved by the platform; points earned by a round of the in-house slot and converted into the
// wallet; cashback on those bets claimed once and shown in bonus details. Screenshots go to
// test-results/ for a person to look at.

// Logins, a game frame and several page loads on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

/** Plays `spins` rounds of the in-house Lucky Slot at 20 times its minimum bet, then closes it. */
const playSlot = async (page: Page, spins: number) => {
  await page.goto('/inhouse');
  await page.getByRole('button', { name: 'Lucky Slot' }).first().click();
  const frame = await gameFrame(page, 'Lucky Slot');
  const stake = frame.getByLabel('Stake');
  await stake.selectOption({ index: Math.min(4, (await stake.locator('option').count()) - 1) });
  const spin = frame.getByRole('button', { name: 'Spin' });
  const history = frame.getByRole('region', { name: 'Round history' }).locator('tbody tr');
  for (let round = 1; round <= spins; round += 1) {
    await spin.click();
    await expect(history).toHaveCount(round);
    await expect(spin).toBeEnabled();
  }
  await page.getByRole('button', { name: 'Close game' }).click();
  await expect(page).toHaveURL(/\/inhouse$/);
};

/** The page is no wider than the screen (nothing to scroll sideways at 390 px). */
const fitsTheScreen = async (page: Page) => {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
};

test('redeem a reward with the payment password (390 px, Khmer), approved by the platform', async ({
  page,
  qa,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughApi(page, 'demo_player', 'Demo1234');
  await page.goto('/');
  await setPaymentPassword(page);
  await qa.grantPoints('demo_player', 30);
  await page.evaluate(() => localStorage.setItem('hisLang', 'KM'));
  await page.goto('/pointMall');
  await expect(page.getByRole('heading', { level: 1, name: 'ផ្សារពិន្ទុ' })).toBeVisible();
  await expect(page.getByTestId('point-balance')).toHaveText('30.00');
  await expect(page.getByRole('button', { name: 'ប្តូរ ស្មាតហ្វូន' })).toBeDisabled();

  await page.getByRole('button', { name: 'ប្តូរ ពែងម៉ាក' }).click();
  const dialog = page.getByRole('dialog', { name: 'ប្តូរ ពែងម៉ាក' });
  await dialog.getByLabel('ពាក្យសម្ងាត់ទូទាត់').fill('000000');
  await dialog.getByRole('button', { name: 'បញ្ជាក់ការប្តូរ' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('ពាក្យសម្ងាត់ទូទាត់').fill(paymentPassword);
  await dialog.getByRole('button', { name: 'បញ្ជាក់ការប្តូរ' }).click();
  await expect(page.getByText('សំណើរបស់អ្នកសម្រាប់ ពែងម៉ាក កំពុងដំណើរការ។')).toBeVisible();
  await expect(page.getByTestId('point-balance')).toHaveText('10.00');
  const history = page.getByRole('region', { name: 'ប្រវត្តិការប្តូររង្វាន់' });
  await expect(history.getByRole('row').nth(1)).toContainText('កំពុងដំណើរការ');
  await fitsTheScreen(page);
  await page.screenshot({ path: 'test-results/points-mall-390-km.png', fullPage: true });

  const [redemption] = (await qa.points('demo_player')).redemptions;
  expect(redemption).toMatchObject({ status: 'inProcess', points: '20.00' });
  await qa.decideRedemption(redemption?.id ?? 0, 'approve');
  await page.reload();
  await expect(history.getByRole('row').nth(1)).toContainText('បានអនុម័ត');
  await expect(page.getByTestId('point-balance')).toHaveText('10.00');
});

test('earn points by playing a round and convert them (1280 px)', async ({ page, qa }) => {
  await openAsDemoPlayer(page, '/');
  await setPaymentPassword(page);
  await playSlot(page, 1);
  const played = await qa.rounds('demo_player');
  // The in-house games earn 1.00 point per 1.00 of valid bet.
  const earned = played.totals.stake;
  expect(earned).toBeGreaterThanOrEqual(1);
  await page.goto('/pointMall');
  await expect(page.getByTestId('point-balance')).toHaveText(money(earned));
  const rates = page.getByRole('region', { name: 'Points per category' });
  await expect(rates.getByRole('row', { name: 'Live casino 0.70' })).toBeVisible();
  await expect(rates.getByRole('row', { name: 'Slots 1.20' })).toBeVisible();

  const whole = Math.floor(earned);
  const form = page.getByRole('form', { name: 'Convert points to cash' });
  await form.getByLabel('Points to convert').fill(String(whole));
  await form.getByLabel('Payment password').fill(paymentPassword);
  await form.getByRole('button', { name: 'Convert' }).dblclick();
  await expect(page.getByText(/points converted:/)).toBeVisible();
  const after = played.balance + whole / 100;
  await expect(page.getByTestId('balance')).toHaveText(money(after));
  await expect(page.getByTestId('point-balance')).toHaveText(money(earned - whole));
  expect((await qa.rounds('demo_player')).balance).toBeCloseTo(after, 2);
});

test('claim cashback after bets (390 px, Chinese): once, and shown in bonus details', async ({
  page,
  qa,
}) => {
  await openAsDemoPlayer(page, '/');
  await playSlot(page, 2);
  const played = await qa.rounds('demo_player');
  // In-house games pay 0.50 % of the valid bet back.
  const due = Math.floor(played.totals.stake * 100 * 0.005) / 100;
  expect(due).toBeGreaterThan(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('hisLang', 'CN'));
  await page.goto('/?mc=manualRebate');
  const center = page.getByRole('dialog');
  await expect(center.getByRole('heading', { level: 3, name: '返水' })).toBeVisible();
  await expect(center.getByTestId('cashback-due')).toHaveText(money(due));
  await center.getByRole('button', { name: `领取 ${money(due)} USD` }).dblclick();
  await expect(center.getByText(`${money(due)} USD 返水已加入您的余额。`)).toBeVisible();
  await expect(center.getByText('暂无可领取的返水：游戏即可累积返水。')).toBeVisible();
  const history = center.getByRole('region', { name: '领取记录' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('balance')).toHaveText(money(played.balance + due));
  await fitsTheScreen(page);
  await page.screenshot({ path: 'test-results/cashback-390-cn.png', fullPage: true });

  await page.goto('/?mc=bonusDetails');
  await expect(center.getByRole('heading', { level: 3, name: '红利详情' })).toBeVisible();
  await expect(center.getByRole('row').filter({ hasText: '返水' })).toHaveCount(1);
  await expect(center.getByRole('row').filter({ hasText: '返水' })).toContainText(money(due));
  expect((await qa.rounds('demo_player')).balance).toBeCloseTo(played.balance + due, 2);
});
