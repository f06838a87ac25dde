import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { Qa, expect, startStack, test } from '../support/fixtures.ts';
import type { RunningStack } from '../support/fixtures.ts';
import { betOnVnLottery, gameFrame, money, openLotteryBetting } from '../support/game-pages.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';
import { markSeedPopupsSeen } from '../support/notice-pages.ts';

// Games in their frame as a player meets them at the README's address (#10): under the host
// name the site was opened at, with the header balance following the play, and on a genuinely
// cross-site origin in a browser that blocks third-party storage.
test.describe.configure({ timeout: 90_000 });

/** What the game page's own document may do with session storage: `allowed` or the error. */
const storageInFrame = async (page: Page): Promise<string> => {
  const frame = page.frames().find((candidate) => candidate.url().includes('/play/'));
  if (!frame) throw new Error('no game frame');
  return frame.evaluate(() => {
    try {
      void sessionStorage.length;
      return 'allowed';
    } catch (error) {
      return error instanceof DOMException ? error.name : 'error';
    }
  });
};

/** From `/inhouse`, opens Lucky Slot. */
const openSlot = async (page: Page) => {
  await page.getByRole('button', { name: 'Lucky Slot' }).first().click();
  return gameFrame(page, 'Lucky Slot');
};

test('at localhost the game is framed from localhost, and the header follows each round', async ({
  page,
  qa,
}) => {
  await openAsDemoPlayer(page, '/inhouse');
  expect(new URL(page.url()).hostname).toBe('localhost');

  const frame = await openSlot(page);
  const src = await page.locator('iframe[title="Lucky Slot"]').getAttribute('src');
  expect(new URL(src ?? '').hostname).toBe('localhost');

  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(
    frame.getByRole('region', { name: 'Round history' }).locator('tbody tr'),
  ).toHaveCount(1);
  const { balance } = await qa.rounds('demo_player');
  // The game is still open: the header shows the ledger's amount after the round.
  await expect(page.getByTestId('balance')).toHaveText(money(balance));
  await expect(page.locator('iframe[title="Lucky Slot"]')).toBeVisible();
});

test('a lottery bet shows in the header while the lottery stays open', async ({ page, qa }) => {
  await qa.advanceClock(10 * 60_000);
  await openLotteryBetting(qa);
  await openAsDemoPlayer(page, '/vnlottery');
  const stake = await betOnVnLottery(page);
  await expect(page.getByTestId('balance')).toHaveText(money(10_000 - stake));
  await expect(page.locator('iframe[title="Vietnam Lottery"]')).toBeVisible();
});

test.describe('a cross-site game in a browser that blocks third-party storage', () => {
  let own: RunningStack;
  let context: BrowserContext;
  let profile: string;

  test.beforeAll(async () => {
    own = await startStack({ crossSiteGames: true });
  });
  test.afterAll(() => own.stop());

  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
  test.beforeEach(async ({}, testInfo) => {
    // Chromium's own "Block third-party cookies" setting (which blocks third-party storage too),
    // in a profile of the test's own; the probe below proves the block holds.
    profile = mkdtempSync(join(tmpdir(), 'his-3p-blocked-'));
    mkdirSync(join(profile, 'Default'));
    writeFileSync(
      join(profile, 'Default', 'Preferences'),
      JSON.stringify({ profile: { cookie_controls_mode: 1, block_third_party_cookies: true } }),
    );
    context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL: own.stack.baseURL,
      viewport: { width: 1280, height: 900 },
    });
    // A context of its own: the fixture that marks the seed's popup notices seen does not reach it.
    await markSeedPopupsSeen(context, await new Qa(own.stack.upstreamURL).announcements());
  });
  test.afterEach(async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  test('the slot plays and records its rounds', async () => {
    const qa = new Qa(own.stack.upstreamURL);
    await qa.reset();
    const page = await context.newPage();
    await openAsDemoPlayer(page, '/inhouse');
    const frame = await openSlot(page);
    const src = await page.locator('iframe[title="Lucky Slot"]').getAttribute('src');
    expect(new URL(src ?? '').hostname).toBe('127.0.0.1');
    expect(await storageInFrame(page)).toBe('SecurityError');

    const spin = frame.getByRole('button', { name: 'Spin' });
    const history = frame.getByRole('region', { name: 'Round history' }).locator('tbody tr');
    for (let round = 1; round <= 2; round += 1) {
      await spin.click();
      await expect(history).toHaveCount(round);
      await expect(spin).toBeEnabled();
    }
    const played = await qa.rounds('demo_player');
    expect(played.rounds).toHaveLength(2);
    await expect(frame.getByTestId('balance')).toHaveText(money(played.balance));
    await expect(page.getByTestId('balance')).toHaveText(money(played.balance));
  });

  test('the lottery betting panel loads and takes a bet', async () => {
    const qa = new Qa(own.stack.upstreamURL);
    await qa.reset();
    await qa.advanceClock(10 * 60_000);
    const page = await context.newPage();
    await openAsDemoPlayer(page, '/vnlottery');
    const stake = await betOnVnLottery(page);
    expect(await storageInFrame(page)).toBe('SecurityError');
    await expect(page.getByTestId('balance')).toHaveText(money(10_000 - stake));
  });
});
