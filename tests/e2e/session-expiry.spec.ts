import { expect, test } from '../support/fixtures.ts';
import { expectLoggedIn, expectVisitor, headerLogin } from '../support/pages.ts';

test('a 401 from the upstream logs the visitor out cleanly', async ({ page, qa }) => {
  await qa.reset();
  await page.goto('/vip');
  await headerLogin(page, 'demo_player', 'Demo1234');
  await expectLoggedIn(page, /demo/i);

  await qa.expireSessions('demo_player');
  await page.goto('/promotions');
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectVisitor(page);

  const session = await page.evaluate(async () => (await fetch('/bff/session')).json());
  expect(session).toMatchObject({ loggedIn: false });
});
