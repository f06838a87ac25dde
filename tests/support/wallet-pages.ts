import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Qa, QaWithdrawal } from './fixtures.ts';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer): number => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG (signature, IHDR, IDAT, IEND with their CRCs): `size`² pixels of one RGB colour. */
export const smallPng = (size = 8, rgb: [number, number, number] = [200, 40, 40]): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

export const paymentPassword = '246802';

const send = async (
  page: Page,
  method: 'PUT' | 'POST',
  path: string,
  data: unknown,
  idempotent = false,
): Promise<unknown> => {
  // As the page's own fetch: the csrf header and the site's origin (the bff refuses others).
  const headers: Record<string, string> = { 'x-csrf': '1', origin: new URL(page.url()).origin };
  if (idempotent) headers['Idempotency-Key'] = crypto.randomUUID();
  const response = await page.request.fetch(path, { method, data, headers });
  const body = (await response.json()) as { success: boolean; value: unknown; errorCode: string };
  if (!body.success) throw new Error(`${method} ${path} refused: ${body.errorCode}`);
  return body.value;
};

/** The logged-in member's payment password, through the bff as the browser calls it. */
export const setPaymentPassword = async (page: Page): Promise<void> => {
  await send(page, 'PUT', '/wps/member/paymentPassword', {
    password: paymentPassword,
    confirmPassword: paymentPassword,
  });
};

/**
 * The logged-in member's payment password and one bank card, through the bff as the browser
 * calls it (the page's cookies), for tests whose subject comes after them.
 */
export const setUpPasswordAndCard = async (page: Page): Promise<void> => {
  await setPaymentPassword(page);
  await send(
    page,
    'PUT',
    '/wps/member/bankCard',
    {
      bankCode: 'ABA',
      accountName: 'Demo Player',
      accountNumber: '000123456789',
      password: paymentPassword,
    },
    true,
  );
};

/** A withdrawal of `amount` on the member's first card, answered as the browser sees it. */
export const requestWithdrawal = async (page: Page, amount: string): Promise<QaWithdrawal> => {
  const cards = (await (await page.request.get('/wps/relay/MCS2_bankCards')).json()) as {
    value: { id: number }[];
  };
  const card = cards.value[0];
  if (!card) throw new Error('no bank card');
  return (await send(
    page,
    'POST',
    '/wps/transaction/withdraw',
    { amount, bankCardId: card.id, password: paymentPassword },
    true,
  )) as QaWithdrawal;
};

/** Password, card, a withdrawal of `amount` released by the platform: awaiting the receipt. */
export const releasedWithdrawal = async (
  page: Page,
  qa: Qa,
  amount = '100',
): Promise<QaWithdrawal> => {
  await setUpPasswordAndCard(page);
  const withdrawal = await requestWithdrawal(page, amount);
  return qa.releaseWithdrawal(withdrawal.id);
};

export const memberCenter = (page: Page): Locator =>
  page.getByRole('dialog', { name: /Member center|会员中心|មជ្ឈមណ្ឌលសមាជិក/ });

export const confirmationDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Confirm receipt' });

/** Opens the withdraw page and the released withdrawal's confirmation dialog. */
export const openConfirmation = async (page: Page): Promise<Locator> => {
  await page.goto('/?mc=withdraw');
  await memberCenter(page).getByRole('button', { name: 'Confirm receipt' }).click();
  const dialog = confirmationDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
};
