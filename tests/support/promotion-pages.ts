import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** A JPEG by its markers (SOI, a JFIF APP0 segment, EOI), as the chart and the upstream read it. */
export const smallJpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);

/** A PDF named like a PNG: what the chart and the upstream refuse by its bytes. */
export const pdfNamedPng = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/**
 * Opens a promotion's page from `/promotions` as a player would: the card of that title, then
 * its details link. Answers the page's main section.
 */
export const openPromotion = async (page: Page, title: string | RegExp): Promise<Locator> => {
  await page.goto('/promotions');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page.getByRole('main');
};

/** The application form of an open application promotion. */
export const applicationForm = (page: Page): Locator =>
  page.getByRole('form', { name: /Your application|ពាក្យសុំរបស់អ្នក|您的申请/ });
