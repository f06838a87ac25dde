import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Qa } from './fixtures.ts';
import { headerLogin } from './pages.ts';

/** A game as the catalogue lists it (the fields these tests read). */
export interface ListedGame {
  nodeId: string;
  displayName: string;
}

/** The first game the catalogue lists for a filter, asked through the site's own bff. */
export const firstListedGame = async (
  page: Page,
  filter: Record<string, string>,
): Promise<ListedGame> => {
  const res = await page.request.get('/wps/relay/GCSGAME_gameList', {
    params: { ...filter, pageNo: 1, pageSize: 1 },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { value: { games: ListedGame[] } };
  const [game] = body.value.games;
  if (!game) throw new Error(`no game listed for ${JSON.stringify(filter)}`);
  return game;
};

/** Logs in with the login popup's form (its proof of work may be slow, as below). */
export const popupLogin = async (dialog: Locator, username: string, password: string) => {
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
};

/** The launched game's frame on `/game`, once its page has started. */
export const gameFrame = async (page: Page, name: string) => {
  await expect(page).toHaveURL(/\/game\?nodeId=\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${name}"]`);
  await expect(frame.getByRole('heading', { level: 1, name })).toBeVisible();
  return frame;
};

/** `10,000.00`: money as the header and the game pages show it in English. */
export const money = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Logs demo_player in from the header and waits for the balance. The login's proof of work
 * can take well over the default ten seconds when the machine runs several sites at once.
 */
export const logInDemoPlayer = async (page: Page) => {
  await headerLogin(page, 'demo_player', 'Demo1234');
  await expect(page.getByTestId('balance')).toHaveText('10,000.00', { timeout: 30_000 });
};

/**
 * From `/vnlottery`, opens the VN lottery and bets the first stake on 07 in a game whose betting
 * stays open for hours; waits for the bet in "My bets" (named by its game, never its code) and
 * for the frame's balance. Answers the stake.
 */
export const betOnVnLottery = async (page: Page): Promise<number> => {
  await page.getByRole('link', { name: 'Play Vietnam Lottery' }).click();
  await expect(page).toHaveURL(/\/vnlottery\?play=lobby$/);
  const frame = page.frameLocator('iframe[title="Vietnam Lottery"]');
  await expect(frame.getByTestId('balance')).toHaveText('10,000.00');
  await frame.getByLabel('Game').selectOption({ label: 'Highland Mist Lotto' });
  await frame.getByLabel('Number (00–99)').fill('07');
  const stake = Number(await frame.getByLabel('Stake').inputValue());
  await frame.getByRole('button', { name: 'Place bet' }).click();
  const bet = frame.getByRole('region', { name: 'My bets' }).locator('tbody tr');
  await expect(bet.filter({ hasText: '07' })).toHaveCount(1);
  await expect(bet.first()).toContainText('Highland Mist Lotto');
  await expect(bet.first()).not.toContainText(/[A-Z]+_[A-Z0-9_]+/);
  await expect(frame.getByTestId('balance')).toHaveText(money(10_000 - stake));
  return stake;
};

/** The seed's Vietnam lotteries draw every two hours; betting closes 30 s before each draw. */
const lotteryDrawMs = 2 * 60 * 60_000;
const lotteryClosingMs = 30_000;

/**
 * Moves the platform's clock past the next draw when betting would close within a minute: other
 * tests move the shared clock, and a bet placed in the last 30 s before a draw is refused
 * ("Betting closed for this draw").
 */
export const openLotteryBetting = async (qa: Qa) => {
  const now = await qa.advanceClock(1);
  const toDraw = lotteryDrawMs - (now % lotteryDrawMs);
  if (toDraw <= lotteryClosingMs + 60_000) await qa.advanceClock(toDraw + 1_000);
};

/** The seats taken at a PVP table change every five minutes of the platform's clock. */
const occupancyWindowMs = 5 * 60_000;

/**
 * Moves the platform's clock to the start of a fresh occupancy window, so what a test reads of
 * the tables holds for five minutes: a window that ended between the test's read and the
 * page's (or the launch's) made them differ.
 */
export const startOccupancyWindow = async (qa: Qa) => {
  const now = await qa.advanceClock(1);
  await qa.advanceClock(occupancyWindowMs - (now % occupancyWindowMs));
};
