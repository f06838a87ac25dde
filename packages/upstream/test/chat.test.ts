import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildUpstream } from '../src/app.ts';
import { loadUpstreamConfig } from '../src/config.ts';
import type { Frame, TestSocket } from './helpers/chat.ts';
import { listening, memberSocket, openSocket } from './helpers/chat.ts';
import { fakeClock } from './helpers/clock.ts';
import { loadTemplateDb } from './helpers/db.ts';
import { trialToken } from './helpers/play.ts';
import { privateSchema } from './helpers/postgres.ts';
import { describeOnEveryStore } from './helpers/stores.ts';
import { loginToken, merchant, qa, resetData, testConfig } from './helpers/upstream.ts';

interface Summary {
  id: number;
  account: string;
  channel: 'live' | 'vip';
  unread: number;
  lastText: string | null;
}

const conversations = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/qa/chat/conversations' })).json<Summary[]>();

const history = async (app: FastifyInstance, id: number) =>
  (await app.inject({ method: 'GET', url: `/qa/chat/conversations/${id}/messages` })).json<{
    closed: boolean;
    memberReadUpTo: number;
    operatorReadUpTo: number;
    messages: { id: number; from: string; text: string; clientId: string | null }[];
  }>();

const operatorSays = async (app: FastifyInstance, id: number, text: string) => {
  const response = await qa(app, `/qa/chat/conversations/${id}/messages`, { text });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number }>();
};

const messageOf = (frame: Frame) =>
  frame.message as { id: number; from: string; text: string; clientId: string | null; at: number };

const refused = (url: string, headers: Record<string, string> = {}) =>
  expect(openSocket(url, headers)).rejects.toThrow('socket refused');

/** A member's socket, resumed: the `ready` frame read. */
const readySocket = async (base: string, token: string, after = 0, channel?: 'live' | 'vip') => {
  const socket = await memberSocket(base, token, channel);
  socket.send({ type: 'resume', after });
  return { socket, ready: await socket.next('ready') };
};

const chatChecks = (stack: () => { app: FastifyInstance }) => {
  let base: string;
  let player: string;
  const open: TestSocket[] = [];
  const track = <T extends { socket: TestSocket }>(value: T) => {
    open.push(value.socket);
    return value;
  };
  beforeAll(async () => {
    base = await listening(stack().app);
  });
  beforeEach(async () => {
    open.splice(0).forEach((socket) => socket.close());
    await resetData(stack().app);
    player = await loginToken(stack().app, 'demo_player', 'Demo1234');
  });
  afterAll(() => open.forEach((socket) => socket.close()));

  it('refuses a socket without a member before the upgrade, and stores nothing', async () => {
    const { app } = stack();
    const url = `${base}/wps/chat/socket`;
    await refused(url, merchant);
    await refused(url, { ...merchant, authorization: 'x'.repeat(43) });
    await refused(url, { authorization: player, merchant: 'nosuchmerchant' });
    await refused(`${url}?channel=phone`, { ...merchant, authorization: player });
    await refused(url, { ...merchant, authorization: await trialToken(app) });
    expect(await conversations(app)).toEqual([]);
  });

  it('stores a member’s message, echoes its client id and lists it for the operators', async () => {
    const { app } = stack();
    const { socket, ready } = track(await readySocket(base, player));
    expect(ready).toMatchObject({
      conversation: { channel: 'live' },
      messages: [],
      operatorReadUpTo: 0,
    });
    // A conversation without a message is not listed.
    expect(await conversations(app)).toEqual([]);
    const clientId = randomUUID();
    socket.send({ type: 'send', clientId, text: '  Hello, my deposit is late  ' });
    const echo = messageOf(await socket.next('message'));
    expect(echo).toMatchObject({ from: 'member', text: 'Hello, my deposit is late', clientId });
    expect(await conversations(app)).toMatchObject([
      { account: 'demo_player', channel: 'live', unread: 1, lastText: 'Hello, my deposit is late' },
    ]);
  });

  it('stores a send repeated with the same client id once, also after a reconnect', async () => {
    const { app } = stack();
    const first = track(await readySocket(base, player));
    const clientId = randomUUID();
    first.socket.send({ type: 'send', clientId, text: 'once' });
    const stored = messageOf(await first.socket.next('message'));
    first.socket.send({ type: 'send', clientId, text: 'once' });
    expect(messageOf(await first.socket.next('message')).id).toBe(stored.id);
    first.socket.close();
    const again = track(await readySocket(base, player, stored.id));
    expect(again.ready.messages).toEqual([]);
    again.socket.send({ type: 'send', clientId, text: 'once' });
    expect(messageOf(await again.socket.next('message'))).toEqual(stored);
    const id = (again.ready.conversation as { id: number }).id;
    expect((await history(app, id)).messages).toHaveLength(1);
  });

  it('resumes with only the messages after the last one the client holds', async () => {
    const { app } = stack();
    const first = track(await readySocket(base, player));
    const id = (first.ready.conversation as { id: number }).id;
    first.socket.send({ type: 'send', clientId: randomUUID(), text: 'one' });
    const one = messageOf(await first.socket.next('message'));
    first.socket.close();
    await operatorSays(app, id, 'two');
    await operatorSays(app, id, 'three');
    const again = track(await readySocket(base, player, one.id));
    expect(again.ready.conversation).toEqual({ id, channel: 'live' });
    expect((again.ready.messages as { text: string }[]).map((m) => m.text)).toEqual([
      'two',
      'three',
    ]);
    const all = track(await readySocket(base, player, 0));
    expect(all.ready.messages).toHaveLength(3);
  });

  it('moves read marks both ways, never backwards nor past the last message', async () => {
    const { app } = stack();
    const { socket, ready } = track(await readySocket(base, player));
    const id = (ready.conversation as { id: number }).id;
    socket.send({ type: 'send', clientId: randomUUID(), text: 'hi' });
    const mine = messageOf(await socket.next('message'));
    const answer = await operatorSays(app, id, 'Hello, how can I help?');
    expect(messageOf(await socket.next('message'))).toMatchObject({ from: 'operator' });
    // The operator reads: the member hears the mark; the unread count drops.
    const read = await qa(app, `/qa/chat/conversations/${id}/read`, { upTo: 9_999 });
    expect(read.json()).toEqual({ upTo: answer.id });
    expect(await socket.next('read')).toEqual({ type: 'read', upTo: answer.id });
    expect((await conversations(app))[0]?.unread).toBe(0);
    socket.send({ type: 'read', upTo: answer.id });
    socket.send({ type: 'read', upTo: mine.id });
    await expect.poll(async () => (await history(app, id)).memberReadUpTo).toBe(answer.id);
  });

  it('gives the VIP channel above VIP rank 4 only', async () => {
    const agent = await loginToken(stack().app, 'demo_agent', 'Demo1234');
    const vip = track(await readySocket(base, agent, 0, 'vip'));
    expect(vip.ready.conversation).toMatchObject({ channel: 'vip' });
    const notVip = track(await readySocket(base, player, 0, 'vip'));
    expect(notVip.ready.conversation).toMatchObject({ channel: 'live' });
  });

  it('answers bad frames with a coded error and stores nothing', async () => {
    const { app } = stack();
    const early = track({ socket: await memberSocket(base, player) });
    early.socket.send({ type: 'send', clientId: randomUUID(), text: 'before resume' });
    expect(await early.socket.next('error')).toMatchObject({ code: 'chat.frame.invalid' });
    const { socket, ready } = track(await readySocket(base, player));
    const id = (ready.conversation as { id: number }).id;
    socket.sendRaw('not json');
    socket.send({ type: 'send', clientId: randomUUID(), text: 'x'.repeat(1001) });
    socket.send({ type: 'send', clientId: 'not-a-uuid', text: 'hi' });
    socket.send({ type: 'send', clientId: randomUUID(), text: '   ' });
    socket.send({ type: 'send', clientId: randomUUID(), text: 'bell\u0007' });
    socket.send({ type: 'shout', text: 'hi' });
    for (let i = 0; i < 6; i += 1) {
      expect(await socket.next('error')).toMatchObject({ code: 'chat.frame.invalid' });
    }
    expect((await history(app, id)).messages).toEqual([]);
  });

  it('runs the operator console: list, history, answer, typing, reads and close', async () => {
    const { app } = stack();
    const { socket, ready } = track(await readySocket(base, player));
    const id = (ready.conversation as { id: number }).id;
    const operator = await openSocket(`${base}/qa/chat/operator/socket`);
    open.push(operator);
    expect(await operator.next('conversations')).toMatchObject({ list: [] });
    socket.send({ type: 'send', clientId: randomUUID(), text: 'Anyone there?' });
    const asked = messageOf(await socket.next('message'));
    expect(await operator.next('message')).toMatchObject({ conversation: id });
    expect(await operator.next('conversations')).toMatchObject({
      list: [{ id, account: 'demo_player', unread: 1 }],
    });
    operator.send({ type: 'open', conversation: id });
    expect(await operator.next('history')).toMatchObject({
      conversation: id,
      messages: [{ id: asked.id, text: 'Anyone there?' }],
    });
    socket.send({ type: 'typing' });
    expect(await operator.next('typing')).toEqual({ type: 'typing', conversation: id });
    operator.send({ type: 'typing', conversation: id });
    expect(await socket.next('typing')).toEqual({ type: 'typing' });
    operator.send({ type: 'read', conversation: id, upTo: asked.id });
    expect(await socket.next('read')).toEqual({ type: 'read', upTo: asked.id });
    operator.send({ type: 'send', conversation: id, text: 'Yes, I am here.' });
    const answer = messageOf(await socket.next('message'));
    expect(answer).toMatchObject({ from: 'operator', text: 'Yes, I am here.', clientId: null });
    socket.send({ type: 'read', upTo: answer.id });
    expect(await operator.next('read')).toEqual({
      type: 'read',
      conversation: id,
      upTo: answer.id,
    });
    operator.send({ type: 'close', conversation: id });
    expect(await socket.closed).toBe(4410);
    expect(await conversations(app)).toEqual([]);
    // The member's next visit opens a new conversation.
    const next = track(await readySocket(base, player));
    expect((next.ready.conversation as { id: number }).id).not.toBe(id);
    expect(next.ready.messages).toEqual([]);
    operator.sendRaw('{"type":"send"}');
    expect(await operator.next('error')).toMatchObject({ code: 'chat.frame.invalid' });
  });

  it('serves the console page with its own script, under a strict policy', async () => {
    const { app } = stack();
    const page = await app.inject({ method: 'GET', url: '/qa/chat/console' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('src="/qa/chat/console.js"');
    expect(page.body).not.toMatch(/<script>|style=/);
    const script = await app.inject({ method: 'GET', url: '/qa/chat/console.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).not.toContain('innerHTML');
  });

  it('refuses bad QA input with a code', async () => {
    const { app } = stack();
    expect((await operatorSaysRaw(app, 999, { text: 'hi' })).statusCode).toBe(404);
    const { ready } = track(await readySocket(base, player));
    const id = (ready.conversation as { id: number }).id;
    expect((await operatorSaysRaw(app, id, { text: '' })).statusCode).toBe(400);
    expect((await operatorSaysRaw(app, id, { text: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await history(app, id)).messages).toEqual([]);
  });
};

const operatorSaysRaw = (app: FastifyInstance, id: number, body: unknown) =>
  qa(app, `/qa/chat/conversations/${id}/messages`, body);

describeOnEveryStore('live chat', chatChecks);

describe('live chat across an upstream restart (PGlite)', () => {
  it('keeps conversations, messages and read marks', async () => {
    const db = await loadTemplateDb();
    const clock = fakeClock();
    const first = await buildUpstream(testConfig(), { db, clock });
    const token = await loginToken(first, 'demo_player', 'Demo1234');
    const { socket, ready } = await readySocket(await listening(first), token);
    socket.send({ type: 'send', clientId: randomUUID(), text: 'before the restart' });
    const sent = messageOf(await socket.next('message'));
    await first.close();
    expect(await socket.closed).toBeGreaterThan(1000);
    const second = await buildUpstream(testConfig(), { db, clock });
    try {
      const again = await readySocket(await listening(second), token);
      expect(again.ready.conversation).toEqual(ready.conversation);
      expect(again.ready.messages).toEqual([sent]);
      again.socket.close();
    } finally {
      await second.close();
      await db.close();
    }
  });
});

const databaseUrl = loadUpstreamConfig(process.env).databaseUrl;

describe.skipIf(!databaseUrl)('live chat across two upstream processes (PostgreSQL)', () => {
  it('delivers a member’s message to an operator of the other process and back', async () => {
    const schema = await privateSchema(databaseUrl ?? '', 'upstream_chat');
    const clock = fakeClock();
    const config = testConfig({ databaseUrl: schema.url });
    const one = await buildUpstream(config, { clock });
    const two = await buildUpstream(config, { clock });
    try {
      const token = await loginToken(one, 'demo_player', 'Demo1234');
      const operator = await openSocket(`${await listening(two)}/qa/chat/operator/socket`);
      await operator.next('conversations');
      const { socket, ready } = await readySocket(await listening(one), token);
      const id = (ready.conversation as { id: number }).id;
      socket.send({ type: 'send', clientId: randomUUID(), text: 'from process one' });
      expect(await operator.next('message')).toMatchObject({
        conversation: id,
        message: { text: 'from process one' },
      });
      operator.send({ type: 'send', conversation: id, text: 'from process two' });
      await socket.next('message');
      expect(messageOf(await socket.next('message'))).toMatchObject({ text: 'from process two' });
      socket.close();
      operator.close();
    } finally {
      await one.close();
      await two.close();
      await schema.drop();
    }
  });
});
