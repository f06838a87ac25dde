import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { expectRefused } from './helpers/refused.ts';
import {
  deleteOne,
  inbox,
  listMessages,
  qaSend,
  readAll,
  readOne,
  unreadOf,
  unreadPath,
} from './helpers/messages.ts';
import { trialToken } from './helpers/play.ts';
import {
  envelope,
  get,
  loginToken,
  qa,
  resetData,
  send,
  startTestUpstream,
} from './helpers/upstream.ts';

type Auth = Record<string, string>;

let up: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up.close());

const refused = (
  call: () => Promise<LightMyRequestResponse>,
  status: number,
  code: string,
  field?: string,
) => expectRefused(up.db, call, status, code, field);

describe('platform messages: refusals', () => {
  let player: Auth;
  let id: number;
  beforeEach(async () => {
    await resetData(up.app);
    player = { Authorization: await loginToken(up.app, 'demo_player', 'Demo1234') };
    id = await qaSend(up.app, { account: 'demo_player' });
  });

  it.each<[string, string]>([
    ['?filter=read', 'filter'],
    ['?category=bonus', 'category'],
    ['?page=0', 'page'],
    ['?pageSize=101', 'pageSize'],
    ['?page=x', 'page'],
    ['?extra=1', 'extra'],
  ])('refuses the inbox query %s naming %s', async (query, field) => {
    await refused(() => listMessages(up.app, player, query), 400, 'request_param_err', field);
  });

  it.each<[string, unknown]>([
    ['a string id', 'x'],
    ['id 0', 0],
    ['a negative id', -1],
    ['a fraction', 1.5],
    ['an id beyond any row', 2_147_483_648],
    ['no id', undefined],
  ])('refuses reading and deleting with %s', async (_, bad) => {
    for (const call of [readOne, deleteOne]) {
      await refused(() => call(up.app, player, bad), 400, 'request_param_err', 'id');
    }
  });

  it('refuses unknown body keys', async () => {
    const extra = { id, extra: true };
    await refused(
      () => send(up.app, 'POST', '/wps/relay/CSP_readMessage', extra, player),
      400,
      'request_param_err',
      'extra',
    );
    await refused(
      () => send(up.app, 'POST', '/wps/relay/CSP_readAllMessages', { all: true }, player),
      400,
      'request_param_err',
      'all',
    );
  });

  it('refuses a visitor on every call', async () => {
    const calls = [
      () => listMessages(up.app, {}),
      () => readOne(up.app, {}, id),
      () => readAll(up.app, {}),
      () => deleteOne(up.app, {}, id),
      () => get(up.app, unreadPath),
    ];
    for (const call of calls) await refused(call, 401, 'login.not.session');
  });

  it('gives a trial account no inbox (account.trial) and an unread count of 0', async () => {
    const trial = { Authorization: await trialToken(up.app) };
    await qaSend(up.app, { all: true });
    const calls = [
      () => listMessages(up.app, trial),
      () => readOne(up.app, trial, id),
      () => readAll(up.app, trial),
      () => deleteOne(up.app, trial, id),
    ];
    for (const call of calls) await refused(call, 403, 'account.trial');
    expect(await unreadOf(up.app, trial)).toBe(0);
  });

  it('answers function.not.available while INBOX3 is off', async () => {
    expect((await qa(up.app, '/qa/modules', { modId: 'INBOX3', enabled: false })).statusCode).toBe(
      200,
    );
    await refused(() => get(up.app, unreadPath, player), 400, 'function.not.available');
    await refused(() => listMessages(up.app, player), 400, 'function.not.available');
    await qa(up.app, '/qa/modules', { modId: 'INBOX3', enabled: true });
    expect(await unreadOf(up.app, player)).toBe(4);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no recipient', { category: 'system', title: 't', body: 'b' }, 'account'],
    [
      'both recipients',
      { account: 'demo_player', all: true, category: 'system', title: 't', body: 'b' },
      'account',
    ],
    ['an unknown category', { all: true, category: 'bonus', title: 't', body: 'b' }, 'category'],
    ['an empty title', { all: true, category: 'system', title: ' ', body: 'b' }, 'title'],
    [
      'a title of 201 characters',
      { all: true, category: 'system', title: 'x'.repeat(201), body: 'b' },
      'title',
    ],
    [
      'a body of 5,001 characters',
      { all: true, category: 'system', title: 't', body: 'x'.repeat(5001) },
      'body',
    ],
    [
      'a language missing',
      { all: true, category: 'system', title: { EN: 't', KM: 't' }, body: 'b' },
      'title',
    ],
    [
      'a control character',
      { all: true, category: 'system', title: 'a\u0007', body: 'b' },
      'title',
    ],
  ])('refuses a QA message with %s', async (_, body, field) => {
    await refused(() => qa(up.app, '/qa/messages', body), 400, 'request_param_err', field);
  });

  it('refuses a QA message to an unknown or a trial account', async () => {
    const texts = { category: 'system', title: 't', body: 'b' };
    await refused(
      () => qa(up.app, '/qa/messages', { ...texts, account: 'nobody_here' }),
      404,
      'not.found',
    );
    await trialToken(up.app);
    const [trial] = await up.db.query<{ account: string }>(
      'SELECT account FROM members WHERE type = 4 LIMIT 1',
    );
    await refused(
      () => qa(up.app, '/qa/messages', { ...texts, account: trial?.account }),
      400,
      'request_param_err',
      'account',
    );
  });

  it('serves the inbox at the platform’s paths', async () => {
    const response = await get(up.app, `${inbox}?filter=unread`, player);
    expect(response.statusCode).toBe(200);
    expect(envelope(await get(up.app, unreadPath, player)).value).toBe(4);
  });
});
