import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { logInThroughApi } from './api-login.ts';

/** The chat room's conversation (a log region). */
export const chatLog = (page: Page): Locator => page.getByRole('log', { name: 'Conversation' });

/** The member's own line of that text, with its receipt. */
export const ownLine = (page: Page, text: string): Locator =>
  chatLog(page).getByRole('listitem').filter({ hasText: text });

/** Types a message in the room and sends it with Enter. */
export const sendInRoom = async (page: Page, text: string) => {
  const input = page.getByRole('textbox', { name: 'Your message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
};

/** demo_player, logged in through the API, in the chat room (`/livechat`, or with a query). */
export const openChatAsDemoPlayer = async (page: Page, path = '/livechat') => {
  await logInThroughApi(page, 'demo_player', 'Demo1234');
  await page.goto(path);
  await expect(chatLog(page)).toBeVisible({ timeout: 30_000 });
};
