import { expect, test } from '../support/fixtures.ts';
import {
  narrowViewport,
  openMobileLogin,
  requestCode,
  unusedMobile,
} from '../support/account-pages.ts';

test.use({ viewport: narrowViewport });

test('a resend is blocked during the countdown, and the bff refuses one after a reload', async ({
  page,
  qa,
}) => {
  const mobile = unusedMobile();
  await page.goto('/');
  const dialog = await openMobileLogin(page);
  await requestCode(dialog, mobile);
  const resend = dialog.getByRole('button', { name: /^Resend in \d+ s$/ });
  await expect(resend).toHaveText(/^Resend in (300|29\d) s$/);
  await expect(dialog.getByRole('status')).toHaveText('A code is on its way to your phone.');
  const firstCode = await qa.lastSmsCode(mobile);

  // A reload forgets the page's countdown, not the bff's: the number's window is still open.
  await page.reload();
  const again = await openMobileLogin(page);
  await again.getByLabel('Mobile number').fill(mobile);
  await again.getByRole('button', { name: 'Get code' }).click();
  await expect(again.getByRole('alert')).toHaveText(
    'Too many requests. Please retry after 5 minutes.',
  );
  await expect(again.getByRole('button', { name: 'Get code' })).toBeEnabled();
  expect(await qa.lastSmsCode(mobile)).toBe(firstCode);
});
