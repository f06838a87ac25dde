import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, expect, it } from 'vitest';
import { agentApplicationsPerIpPerDay, feedbackPerHour } from '@his/shared/constants';
import { expectRefused } from './helpers/refused.ts';
import { trialToken } from './helpers/play.ts';
import { describeOnEveryStore, type UpstreamUnderTest } from './helpers/stores.ts';
import { envelope, get, loginToken, qa, resetData, send } from './helpers/upstream.ts';
import { newKey, tinyJpeg, tinyPng } from './helpers/withdrawals.ts';

type Auth = Record<string, string>;

const minute = 60_000;
const goodFeedback = { type: 'deposit', content: 'My deposit has not arrived after an hour.' };
const goodApplication = {
  name: 'Sokha Chan',
  phone: '+855 12 345 678',
  email: 'sokha@example.com',
  messenger: 'telegram',
  handle: '@sokha_agent',
  experience: 'I run a Facebook group of 3,000 lottery players in Phnom Penh.',
  teamSize: 40,
};

const sendFeedback = (app: FastifyInstance, auth: Auth, body: unknown, key = newKey()) =>
  send(app, 'PUT', '/wps/feedback', body, { ...auth, 'idempotency-key': key });

const apply = (app: FastifyInstance, body: unknown, headers: Auth = {}) =>
  send(app, 'POST', '/wps/agent/apply', body, headers);

interface QaFeedback {
  id: number;
  account: string;
  type: string;
  content: string;
  image: { mediaType: string; bytes: number; sha256: string } | null;
}

const storedFeedback = async (app: FastifyInstance, query = ''): Promise<QaFeedback[]> => {
  const response = await get(app, `/qa/feedback${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QaFeedback[]>();
};

const storedApplications = async (app: FastifyInstance) => {
  const response = await get(app, '/qa/agent-applications');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown>[]>();
};

const checks = (stack: () => UpstreamUnderTest) => {
  let player: Auth;
  beforeEach(async () => {
    const { app } = stack();
    await resetData(app);
    player = { Authorization: await loginToken(app, 'demo_player', 'Demo1234') };
  });

  it('stores a member’s feedback with its image, and QA reads it back', async () => {
    const { app } = stack();
    const response = await sendFeedback(app, player, { ...goodFeedback, image: tinyPng });
    expect(response.statusCode, response.body).toBe(200);
    const receipt = envelope(response).value as { id: number; createdAt: number };
    expect(receipt.id).toBeGreaterThan(0);
    const plain = await sendFeedback(app, player, {
      type: 'suggestion',
      content: '  Add more slots please  ',
    });
    expect(plain.statusCode, plain.body).toBe(200);
    const stored = await storedFeedback(app, '?account=demo_player');
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      type: 'suggestion',
      content: 'Add more slots please',
      image: null,
    });
    const png = Buffer.from(tinyPng, 'base64');
    expect(stored[1]).toMatchObject({
      id: receipt.id,
      account: 'demo_player',
      ...goodFeedback,
      image: {
        mediaType: 'image/png',
        bytes: png.length,
        sha256: createHash('sha256').update(png).digest('hex'),
      },
    });
    expect(await storedFeedback(app, '?account=demo_agent')).toEqual([]);
  });

  it('answers a repeat of the same key with the first receipt and stores one', async () => {
    const { app } = stack();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => sendFeedback(app, player, goodFeedback, key)),
    );
    const ids = answers.map((answer) => (envelope(answer).value as { id: number }).id);
    expect(new Set(ids).size).toBe(1);
    expect(await storedFeedback(app)).toHaveLength(1);
    const reused = await sendFeedback(app, player, { ...goodFeedback, type: 'other' }, key);
    expect(envelope(reused).errorCode).toBe('idempotency.key.reused');
  });

  it(`takes ${feedbackPerHour} feedbacks an hour from a member, then refuses until the hour has passed`, async () => {
    const { app, clock } = stack();
    for (let sent = 0; sent < feedbackPerHour; sent += 1) {
      expect((await sendFeedback(app, player, goodFeedback)).statusCode).toBe(200);
    }
    await expectRefused(
      stack().db,
      () => sendFeedback(app, player, goodFeedback),
      429,
      'feedback.too.many',
    );
    const agent = { Authorization: await loginToken(app, 'demo_agent', 'Demo1234') };
    expect((await sendFeedback(app, agent, goodFeedback)).statusCode).toBe(200);
    clock.advance(61 * minute);
    const again = { Authorization: await loginToken(app, 'demo_player', 'Demo1234') };
    expect((await sendFeedback(app, again, goodFeedback)).statusCode).toBe(200);
  });

  it('lets no more than the hour’s limit through when a member sends many at once', async () => {
    const { app } = stack();
    const answers = await Promise.all(
      Array.from({ length: feedbackPerHour + 3 }, () => sendFeedback(app, player, goodFeedback)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(feedbackPerHour);
    expect(codes.filter((code) => code === 429)).toHaveLength(3);
    expect(await storedFeedback(app)).toHaveLength(feedbackPerHour);
  });

  it('stores an application from a visitor and one from a member, read back by QA', async () => {
    const { app } = stack();
    const visitor = await apply(app, goodApplication);
    expect(visitor.statusCode, visitor.body).toBe(200);
    const member = await apply(
      app,
      {
        name: 'Dara',
        email: 'dara@example.com',
        experience: 'Ten years of running a betting shop in Siem Reap.',
      },
      player,
    );
    expect(member.statusCode, member.body).toBe(200);
    const stored = await storedApplications(app);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      account: 'demo_player',
      name: 'Dara',
      phone: null,
      teamSize: null,
    });
    expect(stored[1]).toMatchObject({ ...goodApplication, account: null });
  });

  it('refuses a second application from the same contact within a day, and takes it a day later', async () => {
    const { app, clock } = stack();
    expect((await apply(app, goodApplication)).statusCode).toBe(200);
    const samePhone = {
      ...goodApplication,
      phone: '+85512345678',
      email: 'other@example.com',
      handle: 'someone_else',
    };
    await expectRefused(
      stack().db,
      () => apply(app, samePhone),
      409,
      'agent.application.duplicate',
      'phone',
    );
    const sameEmail = {
      name: 'X Y',
      email: 'SOKHA@example.com',
      experience: goodApplication.experience,
    };
    await expectRefused(
      stack().db,
      () => apply(app, sameEmail),
      409,
      'agent.application.duplicate',
      'email',
    );
    const sameHandle = {
      ...goodApplication,
      phone: '+85599999999',
      email: 'new@example.com',
      handle: 'Sokha_Agent',
    };
    await expectRefused(
      stack().db,
      () => apply(app, sameHandle),
      409,
      'agent.application.duplicate',
      'handle',
    );
    clock.advance(24 * 60 * minute + minute);
    expect((await apply(app, goodApplication)).statusCode).toBe(200);
  });

  it('stores one of two identical applications sent together', async () => {
    const { app } = stack();
    const answers = await Promise.all([apply(app, goodApplication), apply(app, goodApplication)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await storedApplications(app)).toHaveLength(1);
  });

  it(`takes ${agentApplicationsPerIpPerDay} applications a day from one address`, async () => {
    const { app } = stack();
    for (let n = 0; n < agentApplicationsPerIpPerDay; n += 1) {
      const response = await apply(app, {
        ...goodApplication,
        phone: `+85510000${String(n).padStart(3, '0')}`,
        email: undefined,
        handle: `h${n}x`,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const next = { ...goodApplication, phone: '+85511111111', email: undefined, handle: 'fresh' };
    await expectRefused(stack().db, () => apply(app, next), 429, 'agent.application.too.many');
  });
};

describeOnEveryStore('feedback and agent applications', checks);

describeOnEveryStore('feedback and agent applications: refusals', (stack) => {
  let player: Auth;
  beforeEach(async () => {
    const { app } = stack();
    await resetData(app);
    player = { Authorization: await loginToken(app, 'demo_player', 'Demo1234') };
  });

  it.each<[string, unknown, string]>([
    ['no content', { type: 'deposit' }, 'content'],
    ['blank content', { type: 'deposit', content: '    ' }, 'content'],
    ['too short a content', { type: 'deposit', content: 'too short' }, 'content'],
    ['too long a content', { type: 'deposit', content: 'x'.repeat(501) }, 'content'],
    ['a control character', { type: 'deposit', content: 'hello there\u0000!!' }, 'content'],
    ['an unknown type', { ...goodFeedback, type: 'complaint' }, 'type'],
    ['no type', { content: goodFeedback.content }, 'type'],
    ['an image that is no base64', { ...goodFeedback, image: 'not base64!' }, 'image'],
    ['an unknown field', { ...goodFeedback, extra: 1 }, 'extra'],
  ])('refuses feedback with %s, naming its field', async (_, body, field) => {
    const { app } = stack();
    await expectRefused(
      stack().db,
      () => sendFeedback(app, player, body),
      400,
      'request_param_err',
      field,
    );
  });

  it('refuses an image that is no PNG or JPEG by its bytes', async () => {
    const { app } = stack();
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000').toString('base64');
    await expectRefused(
      stack().db,
      () => sendFeedback(app, player, { ...goodFeedback, image: gif }),
      400,
      'feedback.image.invalid',
    );
    expect((await sendFeedback(app, player, { ...goodFeedback, image: tinyJpeg })).statusCode).toBe(
      200,
    );
  });

  it('refuses feedback from a visitor, a trial account, without a key, or with the module off', async () => {
    const { app } = stack();
    await expectRefused(
      stack().db,
      () => sendFeedback(app, {}, goodFeedback),
      401,
      'login.not.session',
    );
    const trial = { Authorization: await trialToken(app) };
    await expectRefused(
      stack().db,
      () => sendFeedback(app, trial, goodFeedback),
      403,
      'account.trial',
    );
    await expectRefused(
      stack().db,
      () => send(app, 'PUT', '/wps/feedback', goodFeedback, player),
      400,
      'request_param_err',
      'idempotency-key',
    );
    await qa(app, '/qa/modules', { modId: 'FEEDBACK3', enabled: false });
    await expectRefused(
      stack().db,
      () => sendFeedback(app, player, goodFeedback),
      400,
      'function.not.available',
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no contact', { phone: undefined, email: undefined }, 'phone'],
    ['a phone of letters', { phone: 'call me' }, 'phone'],
    ['a short phone', { phone: '12345' }, 'phone'],
    ['a bad email', { email: 'sokha@' }, 'email'],
    ['a handle without its app', { messenger: undefined }, 'handle'],
    ['an app without a handle', { handle: undefined }, 'handle'],
    ['an unknown app', { messenger: 'icq' }, 'messenger'],
    ['a one-letter name', { name: 'S' }, 'name'],
    ['a short experience', { experience: 'I know people.' }, 'experience'],
    ['a team of zero', { teamSize: 0 }, 'teamSize'],
    ['a fractional team', { teamSize: 2.5 }, 'teamSize'],
    ['an unknown field', { extra: true }, 'extra'],
  ])('refuses an application with %s, naming its field', async (_, change, field) => {
    const { app } = stack();
    await expectRefused(
      stack().db,
      () => apply(app, { ...goodApplication, ...change }),
      400,
      'request_param_err',
      field,
    );
  });
});
