import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Below 900 px the header shows a "Log in" button that opens the login modal. */
export const narrowViewport = { width: 800, height: 900 };

/** Opens the login modal from the narrow-screen header button. */
const openLoginModal = async (page: Page): Promise<Locator> => {
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  return dialog;
};

/** The login modal's mobile tab, with the Cambodian dialing code chosen. */
export const openMobileLogin = async (page: Page): Promise<Locator> => {
  const dialog = await openLoginModal(page);
  await dialog.getByRole('tab', { name: 'Mobile' }).click();
  await dialog.getByLabel('Country code').selectOption('+855');
  return dialog;
};

/** Asks for a code in a form that has "Mobile number" and "Get code"; the countdown starts. */
export const requestCode = async (form: Locator, mobile: string) => {
  await form.getByLabel('Mobile number').fill(mobile);
  await form.getByRole('button', { name: 'Get code' }).click();
  await expect(form.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
};

/** The header's "Forgot password?" (desktop widths) opens the forgot-password modal. */
export const openForgotPassword = async (page: Page): Promise<Locator> => {
  await page
    .getByRole('form', { name: 'Sign in' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(dialog).toBeVisible();
  return dialog;
};

/** A mobile number that belongs to no account, different in every test (0 + 9 digits). */
export const unusedMobile = (): string =>
  `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * Secrets found in log lines. A code or password counts only as a whole token, so a six-digit
 * code that happens to sit inside a timestamp is not a false alarm.
 */
export const secretsIn = (lines: readonly string[], secrets: readonly string[]): string[] =>
  secrets.filter((secret) => {
    const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const token = new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`);
    return lines.some((line) => token.test(line));
  });
