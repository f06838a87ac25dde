import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { headerLogin, layoutShifts, recordLayoutShifts } from '../support/pages.ts';

const headerNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const gameGrid = (page: Page) => page.getByRole('list', { name: 'Games' });
const gameCards = (page: Page) => gameGrid(page).getByRole('article');

/** The number of cards on each row of the grid, top to bottom. */
const rowLengths = (page: Page) =>
  gameGrid(page).evaluate((grid) => {
    const rows = new Map<number, number>();
    for (const item of grid.children) {
      const top = Math.round(item.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.values()];
  });

/** SPEC §9's page sizes fill whole rows: no page ends on a half-empty one. */
const expectFullRows = async (page: Page, columns: number) => {
  const rows = await rowLengths(page);
  expect(rows.length).toBe((await gameCards(page).count()) / columns);
  expect(rows.every((length) => length === columns)).toBe(true);
};

test('the header lists the categories, each with a dropdown of its vendors', async ({ page }) => {
  await page.goto('/');
  const nav = headerNav(page);
  await expect(nav.getByRole('link', { name: 'Cockfight', exact: true })).toBeVisible();
  // SPEC §2 order (bingo before pvp), cockfight after esports.
  const categories = nav.getByRole('button', { name: /^Show .* providers$/ });
  expect(
    await categories.evaluateAll((buttons) =>
      buttons.map((button) => button.textContent?.replace(/^Show | providers$/g, '')),
    ),
  ).toEqual([
    'Lottery',
    'Live Casino',
    'Sports',
    'Fishing',
    'Slots',
    'Bingo',
    'Card Games',
    'Esports',
    'Cockfight',
  ]);

  // Hover opens the dropdown: at most 9 vendors, then MORE.
  await nav.getByRole('link', { name: 'Slots', exact: true }).hover();
  const slots = nav.getByRole('list', { name: 'Slots providers' });
  await expect(slots).toBeVisible();
  const vendors = slots.getByRole('link');
  expect(await vendors.count()).toBeLessThanOrEqual(9);
  await expect(vendors.first()).toBeVisible();
  await expect(nav.getByRole('link', { name: 'More Slots' })).toHaveAttribute('href', '/rng');

  // Keyboard: the caret opens and Escape closes, focus back on the caret.
  await page.mouse.move(0, 600);
  const caret = nav.getByRole('button', { name: 'Show Live Casino providers' });
  await caret.focus();
  await page.keyboard.press('Enter');
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
  const live = nav.getByRole('list', { name: 'Live Casino providers' });
  await expect(live.getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(caret).toHaveAttribute('aria-expanded', 'false');
  await expect(caret).toBeFocused();
  await expect(live).toBeHidden();

  // A vendor of the dropdown opens its lobby.
  await nav.getByRole('link', { name: 'Slots', exact: true }).hover();
  await slots.getByRole('link', { name: 'Nova Reels' }).click();
  await expect(page).toHaveURL(/\/rng\?page=NOVA$/);
  await expect(
    page.getByRole('navigation', { name: 'Providers' }).getByRole('link', { name: 'Nova Reels' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a category page lists its vendors', async ({ page }) => {
  await page.goto('/');
  await headerNav(page).getByRole('link', { name: 'Esports', exact: true }).click();
  await expect(page).toHaveURL(/\/esports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Esports' })).toBeVisible();
  const esports = page.getByRole('list', { name: 'Providers' }).getByRole('button');
  await expect(esports).toHaveCount(5);
  for (const name of ['AV E-Sports', 'IMES E-Sports', 'IA E-Sports', 'AI E-Sports', 'TF Gaming']) {
    await expect(esports.filter({ hasText: name })).toHaveCount(1);
  }

  await page.goto('/elott');
  const lotteries = page.getByRole('list', { name: 'Providers' }).getByRole('button');
  await expect(lotteries.filter({ hasText: 'SEA Lottery' })).toHaveCount(1);
  await expect(lotteries.filter({ hasText: 'VN Lottery' })).toHaveCount(1);
});

test('on a phone, nothing in a lobby moves as its figures, hot games and classes arrive', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordLayoutShifts(page);
  // The vendors (the lobby's figures), the hot games and the game classes answer once the lobby
  // has shown, as on a slow phone: the test sees what arrives after the first paint.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    /\/wps\/relay\/GCSGAME_(newGameVendor|hotGamesV2|getVassGameType)\b/,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto('/kh19games');
  await expect(page.getByRole('heading', { level: 1, name: 'KH19 Games' })).toBeVisible();
  release();
  await expect(gameCards(page)).toHaveCount(21);
  await expect(
    page.getByRole('region', { name: 'Hot games' }).getByRole('article'),
  ).not.toHaveCount(0);
  await expect(page.getByRole('button', { name: 'All types' })).toBeVisible();
  // Every part holds its place while it loads: the hot rail and the grid stand in with
  // card-shaped placeholders of a card's own height, and the class chips' row is kept. Before,
  // the games moved 262 px down at once (0.14) when the figures and hot games appeared; later
  // the rail grew 58 px and the chips pushed the grid 92 px down (0.023 each).
  const shifted = (await layoutShifts(page)).reduce((a, b) => a + b, 0);
  expect(shifted).toBeLessThan(0.005);
});

test('a vendor lobby on a phone loads more games as the player scrolls', async ({ page }) => {
  // Three pages of games and their pictures on a phone-sized page: give it the time.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/rng');
  await expect(gameCards(page)).toHaveCount(21);
  await expect(page.getByText(/^Showing 21 of \d+ games$/)).toBeVisible();
  await expectFullRows(page, 3);

  // The next page (18, its first 3 already shown) arrives when the end of the grid comes into
  // view; the new cards push the end out of view again.
  const end = page.getByRole('button', { name: 'Load more games' });
  await end.scrollIntoViewIfNeeded();
  await expect(gameCards(page)).toHaveCount(36);
  await expectFullRows(page, 3);
  await end.scrollIntoViewIfNeeded();
  await expect(gameCards(page)).toHaveCount(54);
  await expectFullRows(page, 3);
  const cards = await gameCards(page).allTextContents();
  expect(new Set(cards).size).toBe(cards.length);
});

test('a vendor lobby on a wide screen pages with numbers', async ({ page }) => {
  await page.goto('/rng?page=KH19');
  await expect(gameCards(page)).toHaveCount(24);
  await expectFullRows(page, 6);
  const first = await gameCards(page).first().textContent();
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(gameCards(page).first()).not.toHaveText(first ?? '');
  await expect(gameCards(page).filter({ hasText: 'KH19 Games' })).toHaveCount(
    await gameCards(page).count(),
  );
});

test('a page of 24 fills its rows on a narrower wide screen too', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/rng');
  await expect(gameCards(page)).toHaveCount(24);
  await expectFullRows(page, 4);
});

test('search finds games by part of their name across the vendors', async ({ page }) => {
  await page.goto('/rng');
  await expect(gameCards(page)).toHaveCount(24);
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('GCSGAME_gameList') && response.url().includes('gameName=orchid'),
  );
  await page.getByRole('searchbox', { name: 'Search games' }).fill('orchid');
  await searched;
  // Every match fits on the first page.
  await expect(page.getByText(/^Showing (\d+) of \1 games$/)).toBeVisible();
  const cards = await gameCards(page).allTextContents();
  expect(cards.length).toBeGreaterThan(1);
  expect(cards.every((text) => text.includes('Orchid'))).toBe(true);
  const vendors = new Set(
    cards.map(
      (text) => text.match(/KH19 Games|Nova Reels|Ember Spin|Tidewater Slots|Oak and Reel/)?.[0],
    ),
  );
  expect(vendors.size).toBeGreaterThan(1);

  await page.getByRole('searchbox', { name: 'Search games' }).fill('no such game');
  await expect(page.getByText('No game matches “no such game”.')).toBeVisible();
});

test('demo_player stars a game; after a reload it is still starred and in the favourites rail', async ({
  page,
}) => {
  // Login, a lobby, a reload and home again: more page loads than most tests.
  test.slow();
  await page.goto('/');
  await headerLogin(page, 'demo_player', 'Demo1234');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const favourites = page.getByRole('region', { name: 'My favourites' });
  await expect(favourites.getByText('Tap the star on a game to keep it here.')).toBeVisible();

  await page.goto('/rng?page=EMBR');
  const card = gameCards(page).first();
  const name = (await card.getByRole('button').first().textContent()) ?? '';
  const star = page.getByRole('button', { name: `Favourite: ${name}` }).first();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse(
    (response) => response.url().includes('MCSFE_addFavoriteGameV2') && response.ok(),
  );
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await saved;

  await page.reload();
  await expect(page.getByRole('button', { name: `Favourite: ${name}` }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await headerNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(favourites.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(favourites.getByRole('button', { name: `Favourite: ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the footer shows the partner logos, without the SEA lottery', async ({ page }) => {
  await page.goto('/');
  const partners = page.getByRole('region', { name: 'Game partners' });
  await expect(partners.getByRole('img', { name: 'Nova Reels' })).toBeVisible();
  await expect(partners.getByRole('img', { name: 'VN Lottery' })).toBeVisible();
  await expect(partners.getByRole('img', { name: 'SEA Lottery' })).toHaveCount(0);
  const alts = await partners
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  expect(alts.length).toBeGreaterThan(20);
  expect(alts.every((alt) => alt !== null && alt.length > 0)).toBe(true);
  // The logos come from the site's own origin (the bff proxies /media).
  const logo = partners.getByRole('img', { name: 'Nova Reels' });
  await logo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(160);
});
