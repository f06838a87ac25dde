import { beforeEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db.ts';
import type { FakeClock } from './helpers/clock.ts';
import { fingerprint } from './helpers/db.ts';
import {
  deleteOne,
  messagesOf,
  qaSend,
  readAll,
  readOne,
  readValue,
  unreadOf,
} from './helpers/messages.ts';
import { envelope, loginToken, qa, resetData } from './helpers/upstream.ts';
import { describeOnEveryStore } from './helpers/stores.ts';

type Auth = Record<string, string>;

interface Stack {
  app: FastifyInstance;
  db: Db;
  clock: FakeClock;
}

const minute = 60_000;

/** The checks of the inbox, run on PGlite and on PostgreSQL. */
const inboxChecks = (stack: () => Stack) => {
  let player: Auth;
  let agent: Auth;
  beforeEach(async () => {
    const { app } = stack();
    await resetData(app);
    player = { Authorization: await loginToken(app, 'demo_player', 'Demo1234') };
    agent = { Authorization: await loginToken(app, 'demo_agent', 'Demo1234') };
  });

  it('seeds a welcome, a security tip and a promotion notice, newest first and unread', async () => {
    const { app } = stack();
    for (const auth of [player, agent]) {
      const inbox = await messagesOf(app, auth);
      expect(inbox.list.map((m) => m.category)).toEqual(['promotion', 'system', 'account']);
      expect(inbox.list.every((m) => m.readAt === null)).toBe(true);
      expect(inbox.list[2]?.title).toEqual({
        EN: 'Welcome to HIS',
        KM: 'សូមស្វាគមន៍មកកាន់ HIS',
        CN: '欢迎来到 HIS',
      });
      expect(inbox).toMatchObject({ page: 1, pageSize: 20, total: 3, unread: 3 });
      expect(await unreadOf(app, auth)).toBe(3);
    }
  });

  it('reads a message once: the first reading time stays, the count drops by one', async () => {
    const { app, clock } = stack();
    const id = await qaSend(
      app,
      { account: 'demo_player' },
      { title: 'Hello', body: 'Line 1\n\nLine 2' },
    );
    expect(await unreadOf(app, player)).toBe(4);
    const first = await readValue(app, player, id);
    expect(first).toMatchObject({ id, title: { EN: 'Hello' }, body: { CN: 'Line 1\n\nLine 2' } });
    expect(first.readAt).toBe(clock.now().getTime());
    clock.advance(5 * minute);
    const again = await readValue(app, player, id);
    expect(again.readAt).toBe(first.readAt);
    expect(await unreadOf(app, player)).toBe(3);
    expect((await messagesOf(app, player)).list[0]).toMatchObject({ id, readAt: first.readAt });
  });

  it('keeps one reading time when the same message is read ten times at once', async () => {
    const { app } = stack();
    const id = await qaSend(app, { account: 'demo_player' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => readValue(app, player, id)));
    expect(new Set(answers.map((answer) => answer.readAt)).size).toBe(1);
    expect(await unreadOf(app, player)).toBe(3);
  });

  it('filters by unread and category, and pages newest first', async () => {
    const { app, clock } = stack();
    clock.advance(minute);
    const promo = await qaSend(app, { account: 'demo_player' }, { category: 'promotion' });
    await readValue(app, player, promo);
    const unread = await messagesOf(app, player, '?filter=unread');
    expect(unread.total).toBe(3);
    expect(unread.list.map((m) => m.id)).not.toContain(promo);
    const promotions = await messagesOf(app, player, '?category=promotion');
    expect(promotions.list.map((m) => m.id)[0]).toBe(promo);
    expect(promotions.total).toBe(2);
    expect((await messagesOf(app, player, '?filter=unread&category=promotion')).total).toBe(1);
    const pageTwo = await messagesOf(app, player, '?page=2&pageSize=3');
    expect(pageTwo).toMatchObject({ page: 2, pageSize: 3, total: 4, unread: 3 });
    expect(pageTwo.list.map((m) => m.category)).toEqual(['account']);
  });

  it('answers another member’s message as not found and changes nothing', async () => {
    const { app, db } = stack();
    const theirs = await qaSend(app, { account: 'demo_agent' });
    const before = await fingerprint(db);
    for (const response of [
      await readOne(app, player, theirs),
      await deleteOne(app, player, theirs),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(envelope(response)).toMatchObject({
        errorCode: 'message.not.found',
        value: { field: 'id' },
      });
    }
    const missing = await readOne(app, player, 999_999);
    expect(envelope(missing).errorCode).toBe('message.not.found');
    expect(await fingerprint(db)).toBe(before);
    expect((await messagesOf(app, player)).list.map((m) => m.id)).not.toContain(theirs);
    expect(await unreadOf(app, agent)).toBe(4);
  });

  it('reads and deletes a message to all members per member', async () => {
    const { app, clock } = stack();
    clock.advance(minute);
    const id = await qaSend(app, { all: true }, { category: 'promotion', title: 'For everyone' });
    expect(await unreadOf(app, player)).toBe(4);
    expect(await unreadOf(app, agent)).toBe(4);
    await readValue(app, player, id);
    expect(await unreadOf(app, player)).toBe(3);
    expect(await unreadOf(app, agent)).toBe(4);
    expect((await messagesOf(app, agent)).list[0]).toMatchObject({ id, readAt: null });
    expect((await deleteOne(app, player, id)).statusCode).toBe(200);
    expect((await messagesOf(app, player)).list.map((m) => m.id)).not.toContain(id);
    expect((await messagesOf(app, agent)).list[0]?.id).toBe(id);
    // A member who registers later does not get what was sent before.
    clock.advance(minute);
    const made = await qa(app, '/qa/members', { username: 'late01', password: 'Demo1234' });
    expect(made.statusCode, made.body).toBe(200);
    const late = { Authorization: await loginToken(app, 'late01', 'Demo1234') };
    expect(await messagesOf(app, late)).toMatchObject({ total: 0, unread: 0 });
    const next = await qaSend(app, { all: true });
    expect((await messagesOf(app, late)).list.map((m) => m.id)).toEqual([next]);
  });

  it('marks every message read, then counts only what arrives after', async () => {
    const { app, clock } = stack();
    const answer = await readAll(app, player);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(envelope(answer).value).toEqual({ unread: 0 });
    expect(await unreadOf(app, player)).toBe(0);
    expect(await unreadOf(app, agent)).toBe(3);
    expect(envelope(await readAll(app, player)).value).toEqual({ unread: 0 });
    clock.advance(minute);
    await qaSend(app, { account: 'demo_player' });
    expect(await unreadOf(app, player)).toBe(1);
    expect((await messagesOf(app, player, '?filter=unread')).total).toBe(1);
  });

  it('deletes a message for good: gone from the list and the count, then not found', async () => {
    const { app } = stack();
    const [newest] = (await messagesOf(app, player)).list;
    if (!newest) throw new Error('no seeded message');
    const deleted = await deleteOne(app, player, newest.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(envelope(deleted).value).toEqual({ unread: 2 });
    expect(await messagesOf(app, player)).toMatchObject({ total: 2, unread: 2 });
    expect(envelope(await readOne(app, player, newest.id)).errorCode).toBe('message.not.found');
    expect(envelope(await deleteOne(app, player, newest.id)).errorCode).toBe('message.not.found');
  });

  it('does not show a message before its sending time', async () => {
    const { app, clock } = stack();
    const id = await qaSend(app, { account: 'demo_player' });
    clock.advance(-minute);
    expect((await messagesOf(app, player)).list.map((m) => m.id)).not.toContain(id);
    expect(envelope(await readOne(app, player, id)).errorCode).toBe('message.not.found');
  });
};

describeOnEveryStore('platform messages', inboxChecks);
