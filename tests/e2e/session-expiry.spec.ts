import type { Route } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectLoggedIn, expectVisitor, headerLogin } from '../support/pages.ts';

test('a full reload after the platform ended the login starts as a visitor', async ({
  page,
  qa,
}) => {
  await page.goto('/');
  await headerLogin(page, 'demo_player', 'Demo1234');
  await expectLoggedIn(page, /demo/i);
  await qa.expireSessions('demo_player');
  await page.reload();
  await expectVisitor(page);
});

test('a 401 from the upstream logs the visitor out cleanly', async ({ page, qa }) => {
  await page.goto('/vip');
  await headerLogin(page, 'demo_player', 'Demo1234');
  await expectLoggedIn(page, /demo/i);

  // The platform ends the login while the page is open; the next call the page makes gets 401.
  // No click may lead elsewhere now: a call still following the login (the lobby's lanes,
  // recent games) can meet the 401 first, log out and go home, and a later click would leave.
  await qa.expireSessions('demo_player');
  // The balance refresh makes such a call. Should another call meet the 401 first, the refresh
  // button goes with the logout: either way the page must end at home.
  const refresh = page.getByRole('button', { name: 'Refresh balance' });
  await Promise.race([refresh.click(), expect(page).toHaveURL(/\/$/, { timeout: 20_000 })]).catch(
    () => undefined,
  );
  await expect(page).toHaveURL(/\/$/);
  // The player is told why and offered the login (#10).
  const notice = page.getByRole('dialog', { name: 'Session ended' });
  await expect(notice).toContainText('Your session has ended. Please log in again.');
  await notice.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expectVisitor(page);

  const session = await page.evaluate(async () => (await fetch('/bff/session')).json());
  expect(session).toMatchObject({ loggedIn: false });
});

test('the session-ended notice speaks the player’s language', async ({ page, qa }) => {
  await page.goto('/');
  await headerLogin(page, 'demo_player', 'Demo1234');
  await expectLoggedIn(page, /demo/i);
  await page.getByLabel('Language').selectOption('CN');
  await qa.expireSessions('demo_player');
  // The next call from the page learns it: the header's counts ask at once on the window's focus
  // (one of them may have asked already).
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const notice = page.getByRole('dialog', { name: '会话已结束' });
  await expect(notice).toContainText('您的登录已过期，请重新登录。');
  await notice.getByRole('button', { name: '关闭' }).click();
  await expect(notice).toHaveCount(0);
});

test('a sign-out gives up every call of the member still on its way', async ({ page }) => {
  // An answer of the ended session arriving later could only confuse the next one (a 401 of it
  // after the next login); every member call the login started is held, and the sign-out must
  // abort each of them.
  await page.goto('/');
  await expectVisitor(page);
  const held: Route[] = [];
  await page.route(/\/wps\/(relay|v2)\//, (route) => {
    held.push(route);
  });
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await headerLogin(page, 'demo_player', 'Demo1234');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The calls a login starts on the home page (the page's own guest calls may be held too).
  const memberCalls = [
    '/wps/v2/wallets/balance',
    '/wps/relay/MCSFE_getFavoriteGames?pageNo=1&pageSize=500',
    '/wps/relay/CSP_unreadCount',
    '/wps/relay/MCSFE_getMissionSummaryDetails',
    '/wps/relay/GCS_recentGame?page=1&pageSize=18&clientType=3',
    '/wps/relay/MCSFE_getListAnnouncements?platform=W&types=PU&execution=A',
  ].map((path) => new URL(path, page.url()).href);
  await expect
    .poll(() => held.map((route) => route.request().url()))
    .toEqual(expect.arrayContaining(memberCalls));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect.poll(() => failed).toEqual(expect.arrayContaining(memberCalls));
  await expectVisitor(page);
});
