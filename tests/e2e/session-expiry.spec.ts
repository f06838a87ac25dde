import { expect, test } from '../support/fixtures.ts';
import { expectLoggedIn, expectVisitor, headerLogin } from '../support/pages.ts';

test('a full reload after the platform ended the login starts as a visitor', async ({
  page,
  qa,
}) => {
  await qa.reset();
  await page.goto('/');
  await headerLogin(page, 'demo_player', 'Demo1234');
  await expectLoggedIn(page, /demo/i);
  await qa.expireSessions('demo_player');
  await page.reload();
  await expectVisitor(page);
});

test('a 401 from the upstream logs the visitor out cleanly', async ({ page, qa }) => {
  await qa.reset();
  await page.goto('/vip');
  await headerLogin(page, 'demo_player', 'Demo1234');
  await expectLoggedIn(page, /demo/i);

  // The platform ends the login while the page is open; the next call the page makes gets 401.
  await qa.expireSessions('demo_player');
  await page.getByRole('navigation').getByRole('link', { name: 'Promotions' }).first().click();
  await expect(page).toHaveURL(/\/promotions$/);
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectVisitor(page);

  const session = await page.evaluate(async () => (await fetch('/bff/session')).json());
  expect(session).toMatchObject({ loggedIn: false });
});
