import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { gameFrame } from '../support/game-pages.ts';
import { layoutShifts, recordLayoutShifts } from '../support/pages.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

// The game frame and the customer-service entry as a phone (390 px) and a desktop show them
// (#10): a game page fits its frame, and no floating button covers a game or a lobby tile.
test.describe.configure({ timeout: 90_000 });

const floatingService = (page: Page) =>
  page.getByRole('complementary', { name: 'Customer service' });

/** The box of `inner` lies within the box of `outer` (1 px of rounding allowed). */
const expectInside = async (inner: Locator, outer: { x: number; y: number; width: number }) => {
  const box = await inner.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(outer.x - 1);
  expect(box.x + box.width).toBeLessThanOrEqual(outer.x + outer.width + 1);
};

/** The game page's document is no wider than its frame. */
const expectNoSideScroll = async (frame: FrameLocator) => {
  const widths = await frame
    .locator('html')
    .evaluate((html) => ({ scroll: html.scrollWidth, client: html.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
};

const logInOnPhone = async (page: Page) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill('demo_player');
  await main.getByLabel('Password', { exact: true }).fill('Demo1234');
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('balance')).toHaveText('10,000.00');
};

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slot fits its frame and nothing floats over it', async ({ page }) => {
    await logInOnPhone(page);
    await page.goto('/inhouse');
    await page.getByRole('button', { name: 'Lucky Slot' }).first().click();
    const frame = await gameFrame(page, 'Lucky Slot');
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(
      frame.getByRole('region', { name: 'Round history' }).locator('tbody tr'),
    ).toHaveCount(1);

    const frameBox = await page.locator('iframe[title="Lucky Slot"]').boundingBox();
    expect(frameBox).not.toBeNull();
    if (!frameBox) return;
    expect(frameBox.x).toBeGreaterThanOrEqual(0);
    expect(frameBox.x + frameBox.width).toBeLessThanOrEqual(390);
    await expectNoSideScroll(frame);
    // Boxes inside the frame are in the frame's own coordinates.
    const inner = { x: 0, y: 0, width: frameBox.width };
    const own = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return box ? { ...box, x: box.x - frameBox.x } : null;
    };
    for (const part of [
      frame.getByTestId('balance'),
      frame.getByRole('button', { name: 'Spin' }),
      frame.locator('.reel').last(),
      frame.getByRole('region', { name: 'Round history' }),
    ]) {
      const box = await own(part);
      expect(box).not.toBeNull();
      if (box) {
        expect(box.x).toBeGreaterThanOrEqual(inner.x - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(inner.width + 1);
      }
    }
    await expect(frame.getByTestId('balance')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(floatingService(page)).toBeHidden();
  });

  test('the lobby tiles stay clear; live chat is in the menu', async ({ page }) => {
    await page.goto('/');
    const categories = page.getByRole('link', { name: /Card Games/ }).first();
    await categories.scrollIntoViewIfNeeded();
    await expect(categories).toBeVisible();
    await expect(floatingService(page)).toBeHidden();
    // Nothing lies over the tile: a click lands on it.
    await categories.click({ trial: true });

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#side-menu');
    await expect(menu.getByRole('button', { name: 'Live chat' })).toBeVisible();
    await expectInside(menu.getByRole('button', { name: 'Live chat' }), {
      x: 0,
      y: 0,
      width: 390,
    });
  });
});

test('at 1280 px the service bar floats at the side, and steps aside while a game is open', async ({
  page,
}) => {
  await page.goto('/');
  await expect(floatingService(page).getByRole('button', { name: 'Live chat' })).toBeVisible();
  await openAsDemoPlayer(page, '/inhouse');
  await page.getByRole('button', { name: 'Lucky Slot' }).first().click();
  const frame = await gameFrame(page, 'Lucky Slot');
  await expectNoSideScroll(frame);
  await expect(floatingService(page)).toBeHidden();
  await page.getByRole('button', { name: 'Close game' }).click();
  await expect(floatingService(page).getByRole('button', { name: 'Live chat' })).toBeVisible();
});

test.describe('a hot game under maintenance at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('its badges never overlap each other or the star', async ({ page, qa }) => {
    await page.goto('/');
    const answer = await page.request.get('/wps/relay/GCSGAME_hotGamesV2', {
      params: { isPlatform: 2, platform: 'html5-desktop' },
    });
    const body = (await answer.json()) as {
      value: { list: { nodeId: string; displayName: string }[] };
    };
    const [hot] = body.value.list;
    if (!hot) throw new Error('no hot game');
    await qa.gameMaintenance({ nodeId: hot.nodeId }, true);
    await page.reload();

    const rail = page.getByRole('region', { name: 'Hot games' });
    await rail.scrollIntoViewIfNeeded();
    const card = rail.getByRole('article').filter({ hasText: hot.displayName }).first();
    await card.scrollIntoViewIfNeeded();
    const badges = card.getByRole('list', { name: 'Labels' }).getByRole('listitem');
    await expect(badges.filter({ hasText: 'Maintenance' })).toBeVisible();
    await expect(badges.filter({ hasText: 'Hot' })).toBeVisible();
    const boxes = await Promise.all(
      [
        badges.filter({ hasText: 'Maintenance' }),
        badges.filter({ hasText: 'Hot' }),
        card.getByRole('button', { name: /^Favourite:/ }),
      ].map(async (locator) => {
        const box = await locator.boundingBox();
        if (!box) throw new Error('not laid out');
        return box;
      }),
    );
    const overlap = (a: (typeof boxes)[number], b: (typeof boxes)[number]) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, b] = [boxes[i], boxes[j]];
        if (a && b) expect(overlap(a, b), `boxes ${i} and ${j} overlap`).toBe(false);
      }
    }
  });
});

test('on a phone, nothing on the first screen moves when the footer’s partner logos arrive', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordLayoutShifts(page);
  await page.goto('/game');
  await expect(page.getByRole('heading', { level: 1, name: 'No game selected' })).toBeVisible();
  // The logos come with the vendor lanes, after the page has shown.
  await expect(page.getByRole('heading', { name: 'Game partners' })).toBeAttached();
  const shifted = (await layoutShifts(page)).reduce((a, b) => a + b, 0);
  expect(shifted).toBeLessThan(0.01);
});
