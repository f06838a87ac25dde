import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

// The site's pages ask for nothing their content security policy refuses: a refusal is a
// feature that silently does not work, and a report the browser files in its Issues panel.

const recordViolations = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });

const violations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);

test('a visitor’s home page and a lobby break no rule of the content security policy', async ({
  page,
}) => {
  await recordViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/kh19games');
  await expect(
    page.getByRole('region', { name: 'Hot games' }).getByRole('article'),
  ).not.toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});

test('a member’s pages break no rule of the content security policy', async ({ page }) => {
  await recordViolations(page);
  await openAsDemoPlayer(page, '/kh19games');
  await expect(
    page.getByRole('region', { name: 'Hot games' }).getByRole('article'),
  ).not.toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});
