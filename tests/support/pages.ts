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

/**
 * Starts recording the layout shifts of every page `page` opens from here on (not those right
 * after the user's input, as CLS counts them); `layoutShifts` reads them.
 */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The scores of the layout shifts so far, one per shift (`recordLayoutShifts` first). */
export const layoutShifts = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
