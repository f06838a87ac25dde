import { expect, test } from '../support/fixtures.ts';
import { requestCode, unusedMobile } from '../support/account-pages.ts';
import {
  answerCaptcha,
  expectOptionalFieldsKept,
  expectRegistered,
  fillOptionalFields,
  fillUsernameForm,
  openRegister,
  optionalFields,
  requireOptionalFields,
  submitRegister,
  unusedUsername,
} from '../support/register-pages.ts';

test('a visitor registers by username and stays logged in', async ({ page, qa }) => {
  await page.goto('/');
  const dialog = await openRegister(page, 'Username');
  const username = unusedUsername();
  await fillUsernameForm(page, dialog, qa, { username, password: 'Secret12' });
  await submitRegister(dialog);
  await expectRegistered(page, username);

  await page.reload();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
});

test('every optional field the operator requires shows, must be filled, and is kept', async ({
  page,
  qa,
}) => {
  await requireOptionalFields(qa);
  await qa.registerRule('affiliateCode', false);
  await page.goto('/');
  const dialog = await openRegister(page, 'Username');
  await expect(dialog.getByLabel('Affiliate code', { exact: true })).toHaveCount(0);
  const username = unusedUsername();
  await fillUsernameForm(page, dialog, qa, { username, password: 'Secret12' });
  await submitRegister(dialog);
  for (const { label } of optionalFields) {
    await expect(dialog.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
      'This field is required',
    );
  }
  await fillOptionalFields(dialog);
  await dialog.getByLabel('QQ', { exact: true }).fill('not-digits');
  await submitRegister(dialog);
  await expect(dialog.getByLabel('QQ', { exact: true })).toHaveAccessibleDescription(/digits/i);
  await dialog.getByLabel('QQ', { exact: true }).fill('12345678');
  await answerCaptcha(dialog, qa);
  await submitRegister(dialog);
  await expectRegistered(page, username);
  await expectOptionalFieldsKept(qa, username);
});

test('a visitor registers by mobile number with the SMS code', async ({ page, qa }) => {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByRole('tab', { name: 'Mobile' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The country list opens on focus and closes once a country is picked.
  const country = dialog.getByRole('combobox', { name: 'Country code' });
  await country.click();
  await dialog.getByRole('option', { name: 'Thailand (+66)' }).click();
  await expect(country).toHaveText('+66');
  await country.click();
  await dialog.getByRole('option', { name: 'Cambodia (+855)' }).click();
  await expect(country).toHaveText('+855');
  await expect(dialog.getByRole('listbox')).toBeHidden();

  const mobile = unusedMobile();
  await requestCode(dialog, mobile);
  const code = await qa.lastSmsCode(mobile);
  await dialog.getByLabel('SMS code').fill(code);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret12');
  await dialog.getByLabel('Confirm password').fill('Secret12');
  await answerCaptcha(dialog, qa);
  await dialog.getByRole('checkbox', { name: /18 or older/ }).check();
  await submitRegister(dialog);
  await expectRegistered(page, mobile);
});

test('a bad pattern, a mismatched confirmation and a taken username say what is wrong', async ({
  page,
  qa,
}) => {
  await page.goto('/');
  let dialog = await openRegister(page, 'Username');
  const username = dialog.getByLabel('Username', { exact: true });
  await username.fill('1abc');
  await dialog.getByLabel('Password', { exact: true }).fill('Secret12');
  await dialog.getByLabel('Confirm password').fill('Secret13');
  await submitRegister(dialog);
  await expect(username).toHaveAccessibleDescription(
    'Start with a letter, then letters and digits only; 6-16 characters.',
  );
  await expect(dialog.getByLabel('Confirm password')).toHaveAccessibleDescription(
    'The two passwords do not match.',
  );

  // Register a name, sign out, and ask for the same name again.
  const taken = unusedUsername();
  await fillUsernameForm(page, dialog, qa, { username: taken, password: 'Secret12' });
  await submitRegister(dialog);
  await expectRegistered(page, taken);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

  dialog = await openRegister(page, 'Username');
  await fillUsernameForm(page, dialog, qa, { username: taken, password: 'Secret12' });
  await submitRegister(dialog);
  await expect(dialog.getByLabel('Username', { exact: true })).toHaveAccessibleDescription(
    'This username is already registered. Please choose another one.',
  );
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});

test('a refused invitation code opens the invitation-code error dialog', async ({ page, qa }) => {
  await page.goto('/');
  const dialog = await openRegister(page, 'Username');
  await fillUsernameForm(page, dialog, qa, {
    username: unusedUsername(),
    password: 'Secret12',
    affiliate: 'NOPE99',
  });
  await submitRegister(dialog);
  const alert = page.getByRole('alertdialog', { name: 'Invitation code error' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});

test('an affiliate link hides the affiliate field', async ({ page }) => {
  await page.goto('/register?a=AGENT01');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await expect(dialog.getByLabel('Username', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Affiliate code')).toHaveCount(0);
});
