import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatCloseCodes } from '@his/shared/schemas/chat-limits';
import type { StartedBff } from '../src/start.ts';
import { startBff } from '../src/start.ts';
import { TestBrowser } from './helpers/browser.ts';
import type { TestSocket } from './helpers/chat-socket.ts';
import { openSocket } from './helpers/chat-socket.ts';
import { startReferenceStack } from './helpers/reference-stack.ts';
import type { ReferenceStack } from './helpers/reference-stack.ts';

interface Conversation {
  id: number;
  account: string;
  unread: number;
}
interface Stored {
  messages: { id: number; text: string; from: string }[];
}

let stack: ReferenceStack;
let bff: StartedBff;
let logs: string[];
const sockets: TestSocket[] = [];

beforeAll(async () => {
  stack = await startReferenceStack();
}, 60_000);
afterAll(async () => {
  await stack?.close();
});
beforeEach(async () => {
  await stack.qa('POST', '/qa/reset', {});
  logs = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  // The chat socket goes straight to the platform (the recording proxy relays HTTP only).
  bff = await startBff(
    {
      port: 0,
      host: '127.0.0.1',
      upstreamUrl: stack.upstream.url,
      logLevel: 'info',
      redisUrl: null,
      challengeMaxNumber: 1000,
    },
    { logStream },
  );
});
afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.close());
  await bff?.close();
});

const origin = () => new URL(bff.url).origin;
const chatUrl = (channel = 'live') =>
  `${bff.url.replace(/^http/, 'ws')}/bff/chat?channel=${channel}`;

const loggedIn = async () => {
  const browser = new TestBrowser(bff.url);
  const response = await browser.post('/wps/session/login', {
    username: 'demo_player',
    password: 'Demo1234',
    challenge: await browser.challenge(),
  });
  expect(response.status, response.body).toBe(200);
  return browser;
};

const connect = async (headers: Record<string, string>) => {
  const socket = await openSocket(chatUrl(), headers);
  sockets.push(socket);
  return socket;
};

/** A logged-in member's socket, resumed (`ready` read). */
const ready = async (browser: TestBrowser) => {
  const socket = await connect({ origin: origin(), cookie: browser.cookie ?? '' });
  socket.send({ type: 'resume', after: 0 });
  const frame = await socket.next('ready');
  return { socket, conversation: (frame.conversation as { id: number }).id };
};

const conversations = async () =>
  (await stack.qa('GET', '/qa/chat/conversations')) as Conversation[];
const stored = async (id: number) =>
  ((await stack.qa('GET', `/qa/chat/conversations/${id}/messages`)) as Stored).messages;

describe('the bff chat socket', () => {
  it('refuses a foreign origin, or none, before the upgrade: nothing reaches the platform', async () => {
    const browser = await loggedIn();
    const cookie = browser.cookie ?? '';
    await expect(openSocket(chatUrl(), { origin: 'https://evil.example', cookie })).rejects.toThrow(
      'socket refused',
    );
    await expect(openSocket(chatUrl(), { cookie })).rejects.toThrow('socket refused');
    await expect(
      openSocket(chatUrl(), { origin: 'null', cookie, 'sec-fetch-site': 'cross-site' }),
    ).rejects.toThrow('socket refused');
    await expect(openSocket(chatUrl('phone'), { origin: origin(), cookie })).rejects.toThrow(
      'socket refused',
    );
    const { socket } = await ready(browser);
    socket.send({ type: 'send', clientId: randomUUID(), text: 'hello' });
    await socket.next('message');
    // Only the accepted socket opened a conversation.
    expect(await conversations()).toHaveLength(1);
  });

  it('closes a socket without a logged-in session with 4401, before anything opens upstream', async () => {
    const anonymous = await connect({ origin: origin() });
    anonymous.send({ type: 'resume', after: 0 });
    expect(await anonymous.closed).toBe(chatCloseCodes.noSession);
    const forged = await connect({ origin: origin(), cookie: `sid=${'a'.repeat(43)}` });
    expect(await forged.closed).toBe(chatCloseCodes.noSession);
    const { socket, conversation } = await ready(await loggedIn());
    expect(await stored(conversation)).toEqual([]);
    socket.close();
    expect(await conversations()).toEqual([]);
  });

  it('relays both ways with the session’s token, logging no token, cookie or text', async () => {
    const browser = await loggedIn();
    const { socket, conversation } = await ready(browser);
    const clientId = randomUUID();
    socket.send({ type: 'send', clientId, text: 'secret words of the member' });
    expect((await socket.next('message')).message).toMatchObject({ clientId, from: 'member' });
    await stack.qa('POST', `/qa/chat/conversations/${conversation}/messages`, {
      text: 'the operator answers',
    });
    expect((await socket.next('message')).message).toMatchObject({
      from: 'operator',
      text: 'the operator answers',
    });
    socket.close();
    await expect.poll(() => logs.some((line) => line.includes('"chat.close"'))).toBe(true);
    const all = logs.join('\n');
    expect(all).toContain('"chat.open"');
    expect(all).not.toContain('secret words');
    expect(all).not.toContain('the operator answers');
    expect(all).not.toContain((browser.cookie ?? '').split('=')[1]);
    expect(all).not.toMatch(/authorization/i);
  });

  it('answers oversized, too long and invalid frames with codes, and stores none', async () => {
    const { socket, conversation } = await ready(await loggedIn());
    const clientId = randomUUID();
    socket.sendRaw(JSON.stringify({ type: 'send', clientId, text: 'x'.repeat(3000) }));
    expect(await socket.next('error')).toEqual({
      type: 'error',
      code: 'chat.frame.too.large',
      clientId: null,
    });
    socket.send({ type: 'send', clientId, text: 'y'.repeat(1001) });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      code: 'chat.text.too.long',
      clientId,
    });
    socket.sendRaw('{not json');
    socket.send({ type: 'send', clientId: 'abc', text: 'hi' });
    socket.send({ type: 'send', clientId, text: 'hi', extra: true });
    socket.send({ type: 'resume', after: -1 });
    socket.sendRaw(new Uint8Array([1, 2, 3]));
    for (let i = 0; i < 5; i += 1) {
      expect(await socket.next('error')).toMatchObject({ code: 'chat.frame.invalid' });
    }
    expect(await stored(conversation)).toEqual([]);
  });

  it('refuses sends past 5 in 5 s, and closes a flood with 4429', async () => {
    const { socket, conversation } = await ready(await loggedIn());
    const ids = Array.from({ length: 8 }, () => randomUUID());
    ids.forEach((clientId, i) => socket.send({ type: 'send', clientId, text: `m${i}` }));
    for (const clientId of ids.slice(5)) {
      expect(await socket.next('error')).toEqual({
        type: 'error',
        code: 'chat.rate.limited',
        clientId,
      });
    }
    for (let i = 0; i < 5; i += 1) await socket.next('message');
    expect((await stored(conversation)).map((m) => m.text)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    for (let i = 0; i < 40; i += 1) socket.send({ type: 'typing' });
    expect(await socket.closed).toBe(chatCloseCodes.rateLimited);
    expect(await stored(conversation)).toHaveLength(5);
  });

  it('closes the socket when the session ends (logout), and refuses its cookie after', async () => {
    const browser = await loggedIn();
    const cookie = browser.cookie ?? '';
    const { socket } = await ready(browser);
    expect((await browser.call('DELETE', '/wps/session/logout')).status).toBe(200);
    expect(await socket.closed).toBe(chatCloseCodes.noSession);
    const after = await connect({ origin: origin(), cookie });
    expect(await after.closed).toBe(chatCloseCodes.noSession);
  });

  it('closes the socket when the platform ended the login (401), ending it in the bff too', async () => {
    const browser = await loggedIn();
    await stack.qa('POST', '/qa/sessions/expire', { account: 'demo_player' });
    const socket = await connect({ origin: origin(), cookie: browser.cookie ?? '' });
    expect(await socket.closed).toBe(chatCloseCodes.noSession);
    const session = (await browser.get('/bff/session')).json() as { loggedIn?: boolean };
    expect(session.loggedIn).toBe(false);
  });

  it('tells the member when the operator closed the conversation (4410)', async () => {
    const { socket, conversation } = await ready(await loggedIn());
    await stack.qa('POST', `/qa/chat/conversations/${conversation}/close`, {});
    expect(await socket.closed).toBe(chatCloseCodes.conversationClosed);
  });
});
