import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Qa } from './fixtures.ts';

/** A username nobody has yet that fits the seeded rule (a letter, then letters and digits). */
export const unusedUsername = (): string =>
  `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Opens the register modal from the header button (desktop widths) on the given tab. */
export const openRegister = async (page: Page, tab: 'Username' | 'Mobile'): Promise<Locator> => {
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: tab }).click();
  await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return dialog;
};

/** Answers the captcha on screen with the answer the upstream's QA control reveals. */
export const answerCaptcha = async (dialog: Locator, qa: Qa) => {
  const image = dialog.getByRole('img', { name: 'Captcha image' });
  await dialog.getByLabel('Captcha', { exact: true }).fill(await qa.captchaAnswerFor(image));
};

/** Fills the username tab with valid values; the caller submits. */
export const fillUsernameForm = async (
  page: Page,
  dialog: Locator,
  qa: Qa,
  values: { username: string; password: string; confirm?: string; affiliate?: string },
) => {
  await dialog.getByLabel('Username', { exact: true }).fill(values.username);
  await dialog.getByLabel('Password', { exact: true }).fill(values.password);
  await dialog
    .getByLabel('Confirm password', { exact: true })
    .fill(values.confirm ?? values.password);
  if (values.affiliate !== undefined) {
    await dialog.getByLabel('Affiliate code', { exact: true }).fill(values.affiliate);
  }
  await answerCaptcha(dialog, qa);
  await dialog
    .getByRole('checkbox', { name: 'I am 18 or older and agree to the user agreement' })
    .check();
};

/** Submits the register form. */
export const submitRegister = (dialog: Locator) =>
  dialog.getByRole('button', { name: 'Register', exact: true }).click();

/** The new member is logged in: the modal closed, the nickname and an empty wallet show. */
export const expectRegistered = async (page: Page, nickname: string) => {
  await expect(page.getByRole('dialog', { name: 'Register' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: nickname })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('0.00');
  await expect(page).toHaveURL(/\/$/);
};

/** An optional register field as the form labels it in English, with a value its rule takes. */
interface OptionalField {
  field: string;
  label: string;
  value: string;
}

/** Every optional field of the register form that the operator switches (QA: register rules). */
export const optionalFields: readonly OptionalField[] = [
  { field: 'payeeName', label: 'Payee real name', value: 'Sok Dara' },
  { field: 'paymentPassword', label: 'Payment password', value: '246810' },
  { field: 'qqNum', label: 'QQ', value: '12345678' },
  { field: 'line', label: 'Line', value: 'line.id' },
  { field: 'whatsapp', label: 'WhatsApp', value: '85512345678' },
  { field: 'facebook', label: 'Facebook', value: 'fb.user' },
  { field: 'wechat', label: 'WeChat', value: 'wx_user' },
  { field: 'idNumber', label: 'ID number', value: 'ID998877' },
  { field: 'email', label: 'Email', value: 'player@example.com' },
  { field: 'recommenderId', label: 'Recommender ID', value: 'REC123' },
];

/** Shows every optional field and makes each one required. */
export const requireOptionalFields = async (qa: Qa) => {
  for (const { field } of optionalFields) await qa.registerRule(field, true, true);
};

/** Fills every optional field the form shows with its value. */
export const fillOptionalFields = async (dialog: Locator) => {
  for (const { label, value } of optionalFields) {
    const input = dialog.getByLabel(label, { exact: true });
    if ((await input.count()) > 0) await input.fill(value);
  }
};

/** The upstream kept every optional field of `account` as filled (the payment password hashed). */
export const expectOptionalFieldsKept = async (qa: Qa, account: string) => {
  const member = await qa.member(account);
  const { email, hasPaymentPassword, profile } = member;
  const kept: Record<string, string> = { ...profile, ...(email === null ? {} : { email }) };
  for (const { field, value } of optionalFields) {
    if (field !== 'paymentPassword') expect(kept[field], field).toBe(value);
  }
  expect(hasPaymentPassword).toBe(true);
};
