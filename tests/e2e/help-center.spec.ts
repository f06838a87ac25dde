import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openRegister } from '../support/register-pages.ts';

// The help center, the legal texts players accept, Contact Us and the placeholders (#10).

const article = (page: Page) => page.getByRole('article');

test('the footer’s legal links open their real texts; back and forward move between them', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'General Terms and Conditions' })
    .click();
  await expect(page).toHaveURL(/\/helpmc#terms$/);
  await expect(
    article(page).getByRole('heading', { name: 'General Terms and Conditions' }),
  ).toBeVisible();
  await expect(article(page)).toContainText('at least 18 years old');
  await expect(page.getByRole('banner')).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Help topics' })
    .getByRole('link', { name: 'Privacy Policy' })
    .click();
  await expect(page).toHaveURL(/#privacy-policy$/);
  await expect(article(page)).toContainText('one-way hashes');
  await page.goBack();
  await expect(
    article(page).getByRole('heading', { name: 'General Terms and Conditions' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const [language, title, text] of [
  ['KM', 'គោលការណ៍សងប្រាក់វិញ', '៣ ថ្ងៃធ្វើការ'],
  ['CN', '退款政策', '3 个工作日'],
] as const) {
  test(`the help center speaks ${language}`, async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Language').selectOption(language);
    await page.goto('/helpmc#refund-policy');
    await expect(article(page).getByRole('heading', { name: title })).toBeVisible();
    await expect(article(page)).toContainText(text);
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the user agreement opens from the registration in a tab of its own', async ({ page }) => {
    await page.goto('/');
    const dialog = await openRegister(page, 'Username');
    const link = dialog.getByRole('link', { name: 'user agreement' });
    await expect(link).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(
      tab.getByRole('article').getByRole('heading', { name: 'User Agreement' }),
    ).toBeVisible();
    await expect(tab.getByRole('article')).toContainText('you are at least 18 years old');
    const width = await tab.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    // The registration in progress is still there.
    await expect(dialog).toBeVisible();
  });
});

test('the footer’s Contact Us opens the contact page', async ({ page }) => {
  await page.goto('/');
  // A reader clicks once the page has shown (the footer is there before the page's chunk).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/helpmc#contact-us$/);
  await expect(article(page).getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await expect(article(page)).toContainText('support@his.example');
});

test('during maintenance the page itself shows how to reach customer service', async ({
  page,
  qa,
}) => {
  await qa.siteState('maintenance');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact Us' });
  await expect(contact).toContainText('support@his.example');
  await expect(contact).toContainText('+855 23 900 100');
});

test('a placeholder page leads home and to customer service', async ({ page }) => {
  await page.goto('/seamless');
  await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/helpmc#contact-us$/);
  await expect(article(page)).toContainText('support@his.example');
  await page.goto('/seamless');
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an item the house adds opens at its anchor, in the player’s language, and shows its changes', async ({
  page,
  qa,
}) => {
  const id = await qa.addHelpItem({
    tag: 'bonus-rules',
    title: { EN: 'Bonus Rules', KM: 'ច្បាប់ប្រាក់រង្វាន់', CN: '奖金规则' },
    content: {
      EN: '<p>A bonus is played through ten times before it can be withdrawn.</p>',
      KM: '<p>ប្រាក់រង្វាន់ត្រូវលេងដប់ដងមុនពេលដកបាន។</p>',
      CN: '<p>奖金须流水十倍后方可提款。</p>',
    },
  });
  await page.goto('/helpmc#bonus-rules');
  await expect(article(page).getByRole('heading', { name: 'Bonus Rules' })).toBeVisible();
  await expect(article(page)).toContainText('played through ten times');
  const topics = page.getByRole('navigation', { name: 'Help topics' });
  await expect(topics.getByRole('link', { name: 'Bonus Rules' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await qa.changeHelpItem(id, {
    content: {
      EN: '<p>A bonus is played through five times before it can be withdrawn.</p>',
      KM: '<p>ប្រាក់រង្វាន់ត្រូវលេងប្រាំដងមុនពេលដកបាន។</p>',
      CN: '<p>奖金须流水五倍后方可提款。</p>',
    },
  });
  await page.reload();
  await expect(article(page)).toContainText('played through five times');

  await page.goto('/');
  await page.getByLabel('Language').selectOption('KM');
  await page.goto('/helpmc#bonus-rules');
  await expect(article(page).getByRole('heading', { name: 'ច្បាប់ប្រាក់រង្វាន់' })).toBeVisible();
  await expect(article(page)).toContainText('ប្រាំដង');
});

test('a footer link the house adds opens its help item', async ({ page, qa }) => {
  await qa.addHelpItem({
    tag: 'bonus-rules',
    title: 'Bonus Rules',
    content: '<p>A bonus is played through ten times before it can be withdrawn.</p>',
  });
  await qa.addSiteResource({
    resourceType: 'BONUS_RULES',
    labelEn: 'Bonus Rules',
    labelCn: '奖金规则',
    url: '/helpmc#bonus-rules',
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Bonus Rules' }).click();
  await expect(page).toHaveURL(/\/helpmc#bonus-rules$/);
  await expect(article(page)).toContainText('played through ten times');
});

test('a help item with script or handlers runs nothing', async ({ page, qa }) => {
  // The house's own content is HTML written on the platform: a careless or compromised editor
  // could put anything in it.
  await qa.addHelpItem({
    tag: 'hostile',
    title: 'Hostile',
    content:
      '<p id="kept">Kept text</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"><a href="javascript:window.pwned = 3">link</a>',
  });
  await page.goto('/helpmc#hostile');
  await expect(article(page).locator('#kept')).toHaveText('Kept text');
  // The javascript: address is gone (an anchor without it is no link at all).
  const anchor = article(page).locator('a', { hasText: 'link' });
  await expect(anchor).not.toHaveAttribute('href', /javascript/);
  await anchor.click();
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await expect(article(page).locator('script, [onerror]')).toHaveCount(0);
});
