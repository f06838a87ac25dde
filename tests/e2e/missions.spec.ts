import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { logInThroughApi, openAsDemoPlayer } from '../support/api-login.ts';
import { gameFrame, money } from '../support/game-pages.ts';

// Missions (issue 16, SPEC §2 "missionLeaderboard"): demo_player's login of today completes the
// daily login mission; slot rounds played in the game frame complete "Bet 100.00 in slots"; the
// header's member-center entry and the center's "Mission activity" entry count the rewards
// waiting; a claim pays through the ledger once and the counts drop. Screenshots go to
// test-results/ for a person to look at.

// A login, a game frame and its rounds on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

const memberCenter = (page: Page): Locator =>
  page.getByRole('dialog', { name: /^(Member center|មជ្ឈមណ្ឌលសមាជិក|会员中心)$/ });
const menu = (page: Page): Locator => memberCenter(page).getByRole('navigation');
const missionCard = (page: Page, name: string): Locator =>
  memberCenter(page).getByRole('listitem', { name });

/** Spins the open slot until its stakes reach `target` (currency units); answers the stakes. */
const spinUntil = async (page: Page, target: number): Promise<number> => {
  const frame = await gameFrame(page, 'Lucky Slot');
  const stakeField = frame.getByLabel('Stake');
  const values = (
    await stakeField
      .locator('option')
      .evaluateAll((options) =>
        options.map((option) => Number((option as HTMLOptionElement).value)),
      )
  ).filter((value) => value <= target);
  const stake = Math.max(...values);
  await stakeField.selectOption(String(stake));
  const spin = frame.getByRole('button', { name: 'Spin' });
  const history = frame.getByRole('region', { name: 'Round history' }).locator('tbody tr');
  const rounds = Math.ceil(target / stake);
  for (let round = 1; round <= rounds; round += 1) {
    await spin.click();
    await expect(history).toHaveCount(round);
    await expect(spin).toBeEnabled();
  }
  return stake * rounds;
};

test('finish a mission and see the badge count drop after claiming', async ({ page, qa }) => {
  await openAsDemoPlayer(page, '/inhouse');
  // Today's login completed the daily login mission: one reward waits.
  const entry = page.getByRole('button', { name: 'Demo Player 1 mission rewards to claim' });
  await expect(entry).toBeVisible();
  await expect(entry.getByTestId('mission-badge')).toHaveText('1');

  await page.getByRole('button', { name: 'Lucky Slot' }).first().click();
  const staked = await spinUntil(page, 100);
  expect(staked).toBeGreaterThanOrEqual(100);
  await page.getByRole('button', { name: 'Close game' }).click();
  await expect(page).toHaveURL(/\/inhouse$/);

  await page.getByRole('button', { name: /^Demo Player/ }).click();
  await menu(page)
    .getByRole('button', { name: /^Mission activity/ })
    .click();
  await expect(page).toHaveURL(/\?mc=missionLeaderboard$/);
  const slots = missionCard(page, 'Bet 100.00 in slots');
  await expect(slots).toContainText('100.00 / 100.00');
  await expect(
    menu(page).getByRole('button', { name: 'Mission activity 2 mission rewards to claim' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Demo Player 2 mission rewards to claim' }),
  ).toBeVisible();
  await expect(
    memberCenter(page).getByRole('table', { name: 'Top players by valid bets' }),
  ).toContainText('de***er (You)');
  await page.screenshot({ path: 'test-results/missions-1280.png' });

  const before = (await qa.rounds('demo_player')).balance;
  await slots.getByRole('button', { name: 'Claim 5.00' }).dblclick();
  await expect(memberCenter(page).getByRole('status').first()).toHaveText(
    `You received 5.00. Your balance is now ${money(before + 5)}.`,
  );
  await expect(slots.getByText('Claimed')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Demo Player 1 mission rewards to claim' }),
  ).toBeVisible();
  await expect(
    menu(page).getByRole('button', { name: 'Mission activity 1 mission rewards to claim' }),
  ).toBeVisible();
  // Paid once through the ledger, and the header shows the ledger's balance.
  expect((await qa.rounds('demo_player')).balance).toBeCloseTo(before + 5, 2);
  await expect(page.getByTestId('balance')).toHaveText(money(before + 5));
});

test('at 390 px in Khmer: claim the login mission from the phone sheet', async ({ page, qa }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughApi(page, 'demo_player', 'Demo1234');
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('hisLang', 'KM'));
  await page.goto('/?mc=missionLeaderboard');
  await expect(
    memberCenter(page).getByRole('heading', { level: 3, name: 'សកម្មភាពបេសកកម្ម' }),
  ).toBeVisible({ timeout: 30_000 });
  const login = missionCard(page, 'ចូលគណនី');
  await expect(login).toContainText('1 / 1');
  await expect(memberCenter(page).getByRole('tab', { name: 'ថ្ងៃនេះ' })).toBeVisible();
  await page.screenshot({ path: 'test-results/missions-390-km.png' });

  await login.getByRole('button', { name: 'ទទួល 1.00' }).click();
  await expect(login.getByText('បានទទួល')).toBeVisible();
  expect((await qa.rounds('demo_player')).balance).toBeCloseTo(10_001, 2);

  await memberCenter(page).getByRole('button', { name: 'ទំព័រទាំងអស់' }).click();
  await expect(menu(page).getByRole('button', { name: 'សកម្មភាពបេសកកម្ម' })).toBeVisible();
  await expect(menu(page).getByTestId('mission-badge')).toHaveCount(0);
  const box = await memberCenter(page).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(380);
});
