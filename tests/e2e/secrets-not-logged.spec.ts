import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { Qa, startStack } from '../support/fixtures.ts';
import type { RunningStack } from '../support/fixtures.ts';
import {
  narrowViewport,
  openForgotPassword,
  openMobileLogin,
  requestCode,
  secretsIn,
} from '../support/account-pages.ts';
import { headerLogin } from '../support/pages.ts';

/** Mobile-code login, reset by SMS, the forced change and a password login, on `own`. */
const journeys = async (page: Page, own: RunningStack) => {
  const qa = new Qa(own.stack.upstreamURL);
  const at = (path: string) => new URL(path, own.stack.baseURL).href;
  const signOut = async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page
      .getByRole('dialog', { name: 'Sign out' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  };

  // Mobile-code login.
  await page.setViewportSize(narrowViewport);
  await page.goto(at('/'));
  const login = await openMobileLogin(page);
  await requestCode(login, '012345678');
  const loginCode = await qa.lastSmsCode('012345678');
  await login.getByLabel('SMS code').fill(loginCode);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Demo Player' })).toBeVisible();
  await signOut();

  // Forgot password by phone, with the automatic login.
  await page.setViewportSize({ width: 1280, height: 900 });
  const forgot = await openForgotPassword(page);
  await forgot.getByLabel('Country code').selectOption('+855');
  await requestCode(forgot, '0987654321');
  const resetCode = await qa.lastSmsCode('0987654321');
  await forgot.getByLabel('SMS code').fill(resetCode);
  await forgot.getByLabel('New password', { exact: true }).fill('Reset7Pass');
  await forgot.getByLabel('Confirm new password').fill('Reset7Pass');
  await forgot.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('button', { name: 'Demo Agent' })).toBeVisible();
  await signOut();

  // The forced change, then a plain login with a password.
  await headerLogin(page, 'demo_change', '123456');
  const change = page.getByRole('dialog', { name: 'Change password' });
  await change.getByLabel('New password', { exact: true }).fill('Changed8Pass');
  await change.getByLabel('Confirm new password').fill('Changed8Pass');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('button', { name: 'Demo Change' })).toBeVisible();
  await signOut();
  await headerLogin(page, 'demo_player', 'Demo1234');
  await expect(page.getByRole('button', { name: 'Demo Player' })).toBeVisible();

  // The logs did record these journeys, at info level, from both servers.
  const logs = own.logs;
  await expect.poll(() => logs.filter((line) => line.includes('sms code issued')).length).toBe(2);
  await expect.poll(() => logs.some((line) => line.includes('/wps/member/password'))).toBe(true);
  await expect.poll(() => logs.some((line) => line.includes('/wps/session/login'))).toBe(true);

  const secrets = [loginCode, resetCode, 'Reset7Pass', '123456', 'Changed8Pass', 'Demo1234'];
  // The search itself finds a secret where there is one.
  expect(secretsIn([...logs, `{"msg":"code ${loginCode}"}`], secrets)).toEqual([loginCode]);
  expect(secretsIn(logs, secrets)).toEqual([]);
};

test('SMS codes and passwords of the account journeys never appear in bff or upstream logs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A site of its own: its logs hold this test's journeys and nothing else, and no other test
  // has used up the SMS windows of the demo numbers. Info level: every request line is written.
  const own = await startStack({ logLevel: 'info' });
  try {
    await journeys(page, own);
  } finally {
    own.stop();
  }
});
