import { expect, test } from '../support/fixtures.ts';
import { gameFrame, money } from '../support/game-pages.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

const rounds = 5;

// A test logs in and plays a game page of the platform's origin in a frame: more than the
// default half minute on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

test('demo_player plays the slot; back in the site the balance is the ledger’s', async ({
  page,
  qa,
}) => {
  await openAsDemoPlayer(page, '/inhouse');
  await page.getByRole('button', { name: 'Lucky Slot' }).first().click();
  const frame = await gameFrame(page, 'Lucky Slot');
  const spin = frame.getByRole('button', { name: 'Spin' });
  const history = frame.getByRole('region', { name: 'Round history' }).locator('tbody tr');
  await frame.getByLabel('Stake').selectOption({ index: 2 });
  for (let round = 1; round <= rounds; round += 1) {
    await spin.click();
    await expect(history).toHaveCount(round);
    await expect(spin).toBeEnabled();
  }
  const played = await qa.rounds('demo_player');
  expect(played.rounds).toHaveLength(rounds);
  expect(played.rounds.every((round) => round.status === 'settled')).toBe(true);
  const expected = 10_000 - played.totals.stake + played.totals.win;
  expect(played.balance).toBeCloseTo(expected, 2);
  await expect(frame.getByTestId('balance')).toHaveText(money(expected));
  // The header followed the rounds while the game stayed open.
  await expect(page.getByTestId('balance')).toHaveText(money(expected));

  await page.getByRole('button', { name: 'Close game' }).click();
  await expect(page).toHaveURL(/\/inhouse$/);
  await expect(page.getByTestId('balance')).toHaveText(money(expected));
});

test('a reloaded game page opens the same game again', async ({ page }) => {
  await openAsDemoPlayer(page, '/inhouse');
  await page.getByRole('button', { name: 'Dice Duel' }).first().click();
  const frame = await gameFrame(page, 'Dice Duel');
  await expect(frame.getByRole('button', { name: 'Roll' })).toBeVisible();

  await page.reload();
  const again = await gameFrame(page, 'Dice Duel');
  await expect(again.getByRole('button', { name: 'Roll' })).toBeEnabled();
  await page.getByRole('button', { name: 'Close game' }).click();
  await expect(page).toHaveURL(/\/inhouse$/);
});
