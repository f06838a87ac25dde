import { expect, test } from '../support/fixtures.ts';
import { expectLoggedIn, headerLogin } from '../support/pages.ts';

// DESIGN.md §9: the upstream token lives only in the bff's session. Every token the upstream
// minted during the journey (recorded between bff and upstream) must be absent from every
// response body and header the browser received, from its cookies, its storage and the page.
test('the upstream token never reaches the browser', async ({ page, tokensSeen, context }) => {
  const received: string[] = [];
  page.on('response', async (response) => {
    const headers = JSON.stringify(await response.allHeaders());
    const body = await response.text().catch(() => '');
    received.push(headers, body);
  });

  await page.goto('/');
  await headerLogin(page, 'demo_player', 'Demo1234');
  await expectLoggedIn(page, /demo/i);
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByTestId('balance')).toHaveText('10,000.00');
  await page.reload();
  await expectLoggedIn(page, /demo/i);

  const tokens = await tokensSeen();
  expect(tokens.length).toBeGreaterThan(0);

  const cookies = JSON.stringify(await context.cookies());
  const storage = await page.evaluate(() =>
    JSON.stringify({
      local: { ...localStorage },
      session: { ...sessionStorage },
      cookie: document.cookie,
    }),
  );
  const html = await page.content();
  for (const token of tokens) {
    for (const text of [...received, cookies, storage, html]) expect(text).not.toContain(token);
  }
});
