import { expect, test } from '../support/fixtures.ts';
import { expectLoggedIn, headerLogin } from '../support/pages.ts';

test('three wrong passwords bring the captcha; the right captcha lets the login through', async ({
  page,
  qa,
}) => {
  await page.goto('/');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await headerLogin(page, 'demo_player', `Wrong${attempt}x`);
    await expect(page.getByRole('alert')).toBeVisible();
  }
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  await expect(form.getByLabel('Captcha')).toBeVisible();

  // A wrong captcha is refused even with the right password.
  await form.getByLabel('Captcha').fill('XXXX0');
  await headerLogin(page, 'demo_player', 'Demo1234');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveCount(0);

  // The refused attempt used up that captcha; a fresh one is shown. Refresh it (the button
  // fetches a new image) and answer the one on screen.
  await form.getByRole('button', { name: 'Refresh captcha' }).click();
  const answer = await qa.captchaAnswerFor(form.getByRole('img', { name: 'Captcha image' }));
  await form.getByLabel('Captcha').fill(answer);
  await headerLogin(page, 'demo_player', 'Demo1234');
  await expectLoggedIn(page, /demo/i);
});
