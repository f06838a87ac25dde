import { expect, test } from '../support/fixtures.ts';
import { betOnVnLottery, money, openLotteryBetting } from '../support/game-pages.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

const seaGames = [
  'Jade 4D',
  'Pearl Harbour 4D',
  'Island Toto',
  'Lucky Three',
  'Sunset Daily 4D',
  'Monsoon 4D',
];

// A test logs in and starts the platform's lottery page in a frame: more than the default half
// minute on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ qa }) => {
  // Ten minutes of draws on the platform's clock, so every page has results to show.
  await qa.advanceClock(10 * 60_000);
});

test('a visitor browses the lottery lobby; betting asks for a login', async ({ page }) => {
  await page.goto('/lottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  const popular = page.getByRole('region', { name: 'Popular lotteries' });
  await expect(popular.getByRole('link')).toHaveCount(20);
  const all = page.getByRole('region', { name: 'All lotteries' });
  await expect(all.getByRole('region', { name: 'VN Speed Lotto' })).toBeVisible();
  await expect(all.getByRole('region', { name: 'SEA Lottery' })).toBeVisible();

  const results = page.getByRole('region', { name: 'Latest results' }).getByRole('row');
  await expect(results.nth(1)).toBeVisible();
  expect(await results.count()).toBeGreaterThan(10);
  await expect(results.nth(1).getByRole('cell').nth(2)).toHaveText(/^\d{5}$/);

  await popular.getByRole('link', { name: /Speed Lotto 1 Minute/ }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=ZY_1MIN&playType=DE$/);
  await expect(page.getByText('Log in to bet on this lottery.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('/seaLottery lists the SEA lotteries and their results only', async ({ page }) => {
  await page.goto('/seaLottery');
  await expect(page.getByRole('heading', { level: 1, name: 'SEA Lottery' })).toBeVisible();
  const games = page.getByRole('region', { name: 'All lotteries' }).getByRole('link');
  await expect(games).toHaveCount(seaGames.length);
  for (const name of seaGames) {
    await expect(games.filter({ hasText: name })).toHaveCount(1);
  }
  const rowHeaders = page.getByRole('region', { name: 'Latest results' }).getByRole('rowheader');
  await expect(rowHeaders.first()).toBeVisible();
  for (const name of await rowHeaders.allInnerTexts()) expect(seaGames).toContain(name);
});

test('a trial account is told that lottery betting needs a real account', async ({ page }) => {
  await page.goto('/lottery?gameCode=VNL_NORTH&playType=DE');
  await page.getByRole('button', { name: 'Free demo' }).click();
  await expect(page.getByTestId('balance')).toHaveText('2,000.00');
  await page.goto('/lottery?gameCode=VNL_NORTH&playType=DE');
  await expect(
    page.getByText('Betting on lotteries needs a real account. Please register to play.'),
  ).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('demo_player bets on the VN lottery; back on the page the balance shows the stake', async ({
  page,
  qa,
}) => {
  await openLotteryBetting(qa);
  await openAsDemoPlayer(page, '/vnlottery');

  const stake = await betOnVnLottery(page);

  await page.getByRole('button', { name: 'Close game' }).click();
  await expect(page).toHaveURL(/\/vnlottery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vietnam Lottery' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText(money(10_000 - stake));
});
