import { expect, test } from '../support/fixtures.ts';
import { narrowViewport, openMobileLogin, requestCode } from '../support/account-pages.ts';
import { expectLoggedIn } from '../support/pages.ts';

test.use({ viewport: narrowViewport });

test('demo_player logs in with the SMS code sent to +855 012345678', async ({ page, qa }) => {
  await page.goto('/');
  const dialog = await openMobileLogin(page);
  await requestCode(dialog, '012345678');
  const code = await qa.lastSmsCode('012345678');
  expect(code).toMatch(/^\d{6}$/);

  await dialog.getByLabel('SMS code').fill(code);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expectLoggedIn(page, 'Demo Player');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Never a forced change after a mobile-code login.
  await expect(page).toHaveURL(/\/$/);
});
