import { expect, test } from '../support/fixtures.ts';
import { firstListedGame, gameFrame, popupLogin } from '../support/game-pages.ts';
import { logInThroughApi, openAsDemoPlayer } from '../support/api-login.ts';

// A test logs in and starts a game page of the platform's origin in a frame: more than the
// default half minute on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

test('a visitor clicks a game, logs in from the popup and lands in the game', async ({ page }) => {
  await page.goto('/inhouse');
  await page.getByRole('button', { name: 'Lucky Slot' }).first().click();

  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await popupLogin(dialog, 'demo_player', 'Demo1234');

  const frame = await gameFrame(page, 'Lucky Slot');
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled();
  await expect(frame.getByTestId('balance')).toHaveText('10,000.00');
  await expect(page.getByTestId('balance')).toHaveText('10,000.00');
});

test('a visitor who closes the login popup stays where they were', async ({ page }) => {
  await page.goto('/inhouse');
  await page.getByRole('button', { name: 'Dice Duel' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/inhouse$/);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a trial account gets the real-account warning on a real-money game', async ({ page }) => {
  await page.goto('/live');
  const live = await firstListedGame(page, { vassalage: 'N2', gameType: 'LIVE' });
  await page.getByRole('button', { name: 'Free demo' }).click();
  await expect(page.getByTestId('balance')).toHaveText('2,000.00');

  await page.goto('/live?page=N2');
  await page.getByRole('button', { name: live.displayName }).first().click();
  const warning = page.getByRole('alertdialog', { name: 'Real account needed' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/live\?page=N2$/);
});

test('a VASSALAGE vendor lists its games in the game popup; a pick opens it', async ({ page }) => {
  await openAsDemoPlayer(page, '/fish');
  await page.getByRole('button', { name: 'Ocean Fortune Fishing' }).click();

  const popup = page.getByRole('dialog', { name: 'Ocean Fortune Fishing games' });
  const games = popup.getByRole('list', { name: 'Games of Ocean Fortune Fishing' });
  await expect(games.getByRole('button')).toHaveCount(14);
  const pick = (await games.getByRole('button').nth(2).innerText()).trim();
  await games.getByRole('button', { name: pick }).click();

  await expect(popup).toBeHidden();
  await gameFrame(page, pick);
});

test('a game put under maintenance shows the coded message', async ({ page, qa }) => {
  await openAsDemoPlayer(page, '/inhouse');
  const slot = await firstListedGame(page, { vassalage: 'HIS', gameType: 'INHOUSE' });
  await expect(page.getByRole('button', { name: slot.displayName }).first()).toBeVisible();

  // Switched on after the lobby listed the game: the platform refuses the launch itself.
  await qa.gameMaintenance({ nodeId: slot.nodeId }, true);
  await page.getByRole('button', { name: slot.displayName }).first().click();
  const alert = page.getByRole('alertdialog', { name: `${slot.displayName} could not be opened` });
  await expect(alert).toContainText('This game is under maintenance.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(/\/inhouse$/);
});

test('an unfinished crash round blocks another game (#734)', async ({ page, qa }) => {
  // The open round holds its stake: the balance is not the seed's.
  await logInThroughApi(page, 'demo_player', 'Demo1234');
  await qa.openCrashRound('demo_player');
  await page.goto('/inhouse');
  await expect(page.getByTestId('balance')).toBeVisible();
  await page.getByRole('button', { name: 'Lucky Slot' }).first().click();
  const alert = page.getByRole('alertdialog', { name: 'Lucky Slot could not be opened' });
  await expect(alert).toContainText(
    'Your previous game has not finished yet. Finish it first, then try again.',
  );
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('lottery vendor cards land on their pages', async ({ page }) => {
  // accountTypeName TCG_SEA and TCG_LOTTO_VN: their own pages.
  await openAsDemoPlayer(page, '/elott');
  await page.getByRole('button', { name: /SEA Lottery/ }).click();
  await expect(page).toHaveURL(/\/seaLottery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SEA Lottery' })).toBeVisible();

  await page.goto('/elott');
  await page.getByRole('button', { name: /VN Lottery/ }).click();
  await expect(page).toHaveURL(/\/vnlottery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vietnam Lottery' })).toBeVisible();

  // A LOTT vendor without a game code: the lottery lobby.
  await page.goto('/elott');
  await page.getByRole('button', { name: /Lotus Lotto House/ }).click();
  await expect(page).toHaveURL(/\/lottery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
});

test('a lottery game with its code and play type opens its betting page', async ({ page }) => {
  await openAsDemoPlayer(page);

  await page.getByRole('button', { name: 'Southern Delta Lotto' }).first().click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=VNL_SOUTH&playType=DE$/);
  const frame = page.frameLocator('iframe[title="Southern Delta Lotto"]');
  await expect(frame.getByRole('button', { name: 'Place bet' })).toBeVisible();
  await expect(frame.getByLabel('Game')).toHaveValue('VNL_SOUTH');
});
