import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** What a visitor does with the header sign-in form (desktop widths). */
export const headerLogin = async (page: Page, username: string, password: string) => {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  return form;
};

export const expectLoggedIn = async (page: Page, nickname: RegExp | string) => {
  await expect(page.getByRole('button', { name: nickname })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('10,000.00');
};

export const expectVisitor = async (page: Page) => {
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveCount(0);
};
