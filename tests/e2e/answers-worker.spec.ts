import { expect, test } from '../support/fixtures.ts';

// The platform's answers are checked with the call registry's schemas in a Web Worker (web
// lib/answer-checker.ts): zod and every schema are built there, never on the page's thread,
// where building them was the longest task of every first load. Every answer is still checked.

const hotGames = /\/wps\/relay\/GCSGAME_hotGamesV2\b/;

test('a page checks its answers in a worker and never loads the schemas itself', async ({
  page,
}) => {
  await page.goto('/kh19games');
  await expect(
    page.getByRole('region', { name: 'Hot games' }).getByRole('article'),
  ).not.toHaveCount(0);
  expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/assets\/answer-check\.worker-[\w-]+\.js$/)]),
  );
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
  expect(scripts.filter((path) => path.includes('api-schemas'))).toEqual([]);
});

test('an answer the worker finds malformed is refused: the home rail offers to try again', async ({
  page,
}) => {
  await page.route(hotGames, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ success: true, value: [{ gameId: 'not a game' }] }),
    }),
  );
  await page.goto('/');
  const rail = page.getByRole('region', { name: 'Hot games' });
  await expect(rail.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(rail.getByRole('article')).toHaveCount(0);
  await page.unroute(hotGames);
  await rail.getByRole('button', { name: 'Try again' }).click();
  await expect(rail.getByRole('article')).not.toHaveCount(0);
});
