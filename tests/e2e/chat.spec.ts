import type { Page } from '@playwright/test';
import { WebSocket } from 'undici';
import { chatLog, openChatAsDemoPlayer, ownLine, sendInRoom } from '../support/chat-pages.ts';
import { expect, test } from '../support/fixtures.ts';

// Live chat (issue 17): a player in the chat room and an agent of the house in the upstream's
// operator console exchange messages both ways, with typing and read receipts; the room survives
// a bff restart (it reconnects and resumes), and its history is there after a reload. Sockets
// from a foreign origin or without a session are refused, and nothing is stored for them.

test.describe.configure({ timeout: 120_000 });

interface Summary {
  id: number;
  account: string;
  unread: number;
}

const conversations = async (upstreamURL: string) =>
  (await (await fetch(new URL('/qa/chat/conversations', upstreamURL))).json()) as Summary[];

const storedTexts = async (upstreamURL: string, id: number) => {
  const answer = await fetch(new URL(`/qa/chat/conversations/${id}/messages`, upstreamURL));
  const { messages } = (await answer.json()) as { messages: { text: string }[] };
  return messages.map((message) => message.text);
};

/** The operator console, with demo_player's conversation open. */
const openConsole = async (page: Page, upstreamURL: string) => {
  await page.goto(new URL('/qa/chat/console', upstreamURL).href);
  await expect(page.getByRole('status')).toHaveText('Connected');
  const entry = page.getByRole('navigation', { name: 'Open conversations' }).getByRole('button', {
    name: /demo_player/,
  });
  await expect(entry).toContainText('1');
  await entry.click();
  return page.getByRole('log');
};

test('the player and the operator chat both ways, through a bff restart and a reload', async ({
  page,
  stack,
  running,
}) => {
  await openChatAsDemoPlayer(page);
  await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible();
  await expect(chatLog(page)).toContainText('Send a message and an agent will answer you here.');
  await sendInRoom(page, 'Hello, my deposit has not arrived.');
  await expect(ownLine(page, 'Hello, my deposit has not arrived.')).toContainText('Sent');

  const operator = await page.context().newPage();
  const consoleLog = await openConsole(operator, stack.upstreamURL);
  await expect(consoleLog).toContainText('Hello, my deposit has not arrived.');
  // Opening the conversation read it: the player sees the receipt.
  await expect(ownLine(page, 'Hello, my deposit has not arrived.')).toContainText('Read');

  // Typing, both ways.
  await page.getByRole('textbox', { name: 'Your message' }).fill('It was');
  await expect(operator.getByText('Member is typing…')).toBeVisible();
  await operator.getByRole('textbox', { name: 'Answer' }).fill('Let me');
  await expect(page.getByText('Customer service is typing…')).toBeVisible();
  await operator.getByRole('textbox', { name: 'Answer' }).fill('Let me check that for you.');
  await operator.getByRole('textbox', { name: 'Answer' }).press('Enter');
  await expect(chatLog(page)).toContainText('Let me check that for you.');
  await expect(page.getByText('Customer service is typing…')).toHaveCount(0);
  // The player's room is on screen: the answer is read, and the console says so.
  await expect(consoleLog.getByRole('listitem').last()).toContainText('Read');
  await page.screenshot({ path: 'test-results/chat-1280-room.png' });
  await operator.screenshot({ path: 'test-results/chat-console.png' });

  // The bff restarts (sessions kept, as with Redis): the room says it reconnects, then resumes.
  const restarted = running.restartBff();
  await expect(page.getByText('Connection lost. Reconnecting…')).toBeVisible();
  await restarted;
  await expect(page.getByText('Connection lost. Reconnecting…')).toHaveCount(0, {
    timeout: 40_000,
  });
  await operator.getByRole('textbox', { name: 'Answer' }).fill('Found it: it is credited now.');
  await operator.getByRole('textbox', { name: 'Answer' }).press('Enter');
  await expect(chatLog(page)).toContainText('Found it: it is credited now.');
  await page.getByRole('textbox', { name: 'Your message' }).fill('');
  await sendInRoom(page, 'Thank you!');
  await expect(consoleLog).toContainText('Thank you!');

  // The history is there after a reload, each message once.
  await page.reload();
  const texts = [
    'Hello, my deposit has not arrived.',
    'Let me check that for you.',
    'Found it: it is credited now.',
    'Thank you!',
  ];
  for (const text of texts) await expect(chatLog(page)).toContainText(text);
  const [conversation] = await conversations(stack.upstreamURL);
  expect(conversation?.account).toBe('demo_player');
  expect(await storedTexts(stack.upstreamURL, conversation?.id ?? 0)).toEqual(texts);

  // The operator closes the conversation: the room offers a new one.
  await operator.getByRole('button', { name: 'Close conversation' }).click();
  await expect(page.getByText('Customer service closed this conversation.')).toBeVisible();
  await page.getByRole('button', { name: 'Start a new conversation' }).click();
  await expect(chatLog(page)).toContainText('Send a message and an agent will answer you here.');
});

test('the room at 390 px in Khmer, by keyboard; a guest is asked to log in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/livechat');
  await expect(page.getByText('Please log in to chat with customer service.')).toBeVisible();
  await expect(chatLog(page)).toHaveCount(0);

  await openChatAsDemoPlayer(page, '/livechat');
  await page.evaluate(() => localStorage.setItem('hisLang', 'KM'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ជជែកផ្ទាល់' })).toBeVisible();
  await page.getByRole('textbox', { name: 'សាររបស់អ្នក' }).focus();
  await page.keyboard.type('សួស្តី');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('log', { name: 'ការសន្ទនា' }).getByRole('listitem').filter({ hasText: 'សួស្តី' }),
  ).toContainText('បានផ្ញើ');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/chat-390-km.png' });
});

test('sockets from a foreign origin or without a session are refused; nothing is stored', async ({
  page,
  stack,
}) => {
  const url = `${stack.baseURL.replace(/^http/, 'ws')}/bff/chat?channel=live`;
  const outcome = (headers: Record<string, string>) =>
    new Promise<string>((resolve) => {
      const socket = new WebSocket(url, { headers });
      socket.addEventListener('open', () =>
        socket.send(JSON.stringify({ type: 'resume', after: 0 })),
      );
      socket.addEventListener('error', () => resolve('refused'));
      socket.addEventListener('close', (event) => resolve(`closed ${event.code}`));
    });

  // A logged-in player's cookie, sent from a foreign page: refused before the upgrade.
  await openChatAsDemoPlayer(page);
  const cookies = await page.context().cookies();
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  expect(await outcome({ origin: 'https://evil.example', cookie })).toBe('refused');
  // The site's origin but no session: closed with the no-session code.
  expect(await outcome({ origin: stack.baseURL })).toBe('closed 4401');
  await expect(chatLog(page)).toContainText('Send a message and an agent will answer you here.');
  expect(await conversations(stack.upstreamURL)).toEqual([]);
});
