import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AgentRead } from './helpers/agent-center.ts';
import { agentGet, registerDownline, transferDownline } from './helpers/agent-center.ts';
import { fingerprint } from './helpers/db.ts';
import { trialToken } from './helpers/play.ts';
import { readyTransferrer } from './helpers/transfers.ts';
import { envelope, loginToken, startTestUpstream } from './helpers/upstream.ts';
import { encryptedCall, qaPost } from './helpers/withdrawals.ts';

type Auth = Record<string, string>;

let up: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up.close());

const reads: AgentRead[] = [
  'agentNotices',
  'agentTeamOverview',
  'agentTeamMembers',
  'agentTeamBets',
  'agentUserLoss',
  'agentTeamTransactions',
];

/** Every call of the agent center once, with input that an agent would get answered. */
const everyCall = (auth: Auth): (() => Promise<LightMyRequestResponse>)[] => [
  ...reads.map((name) => () => agentGet(up.app, name, auth)),
  () => registerDownline(up.app, auth, { username: 'refused01', password: 'Demo1234' }),
  () => transferDownline(up.app, auth, 'demo_down1', '1'),
];

const expectRefused = async (
  send: () => Promise<LightMyRequestResponse>,
  status: number,
  code: string,
  field?: string,
) => {
  const before = await fingerprint(up.db);
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  const answer = envelope(response);
  expect(answer.errorCode, response.body).toBe(code);
  if (field !== undefined) expect(JSON.stringify(answer.value)).toContain(`"${field}"`);
  expect(await fingerprint(up.db)).toBe(before);
};

describe('agent center refusals', () => {
  let agent: Auth;
  beforeEach(async () => {
    await qaPost(up.app, '/qa/reset', {});
    agent = await readyTransferrer(up.app, 'demo_agent');
  });

  it('refuses a player and a trial account on every call, writing nothing', async () => {
    const player = await readyTransferrer(up.app, 'demo_player');
    const trial = { Authorization: await trialToken(up.app) };
    for (const auth of [player, trial]) {
      for (const send of everyCall(auth)) await expectRefused(send, 403, 'agent.required');
    }
    for (const send of everyCall({})) await expectRefused(send, 401, 'login.not.session');
  });

  it.each<[AgentRead, Record<string, string>, string]>([
    ['agentNotices', { page: '0' }, 'page'],
    ['agentNotices', { pageSize: '101' }, 'pageSize'],
    ['agentNotices', { extra: '1' }, 'extra'],
    ['agentTeamOverview', { period: 'week' }, 'period'],
    ['agentTeamOverview', { period: 'custom' }, 'from'],
    ['agentTeamOverview', { period: 'today', from: '2026-01-01', to: '2026-01-02' }, 'from'],
    ['agentTeamOverview', { period: 'custom', from: '2026-01-05', to: '2026-01-01' }, 'to'],
    ['agentTeamOverview', { period: 'custom', from: '2025-01-01', to: '2026-01-01' }, 'to'],
    ['agentTeamOverview', { period: 'custom', from: '2026-02-30', to: '2026-03-01' }, 'from'],
    ['agentTeamMembers', { level: '2' }, 'level'],
    ['agentTeamMembers', { account: 'a%' }, 'account'],
    ['agentTeamMembers', { account: 'x'.repeat(65) }, 'account'],
    ['agentTeamMembers', { pageSize: '0' }, 'pageSize'],
    ['agentTeamBets', { category: 'rng' }, 'category'],
    ['agentTeamBets', { from: '2026-01-01' }, 'to'],
    ['agentTeamBets', { account: "demo' OR 1=1" }, 'account'],
    ['agentUserLoss', { order: 'up' }, 'order'],
    ['agentUserLoss', { page: '-1' }, 'page'],
    ['agentTeamTransactions', { type: 'BET' }, 'type'],
    ['agentTeamTransactions', { type: 'NOPE' }, 'type'],
  ])('%s refuses %j naming %s', async (name, query, field) => {
    await expectRefused(
      () => agentGet(up.app, name, agent, query),
      400,
      'request_param_err',
      field,
    );
  });

  it('refuses a downline registration that breaks a rule, changing nothing', async () => {
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ username: '1player', password: 'Demo1234' }, 400, 'register.field.invalid', 'username'],
      [{ username: 'ab', password: 'Demo1234' }, 400, 'register.field.invalid', 'username'],
      [{ username: 'player77', password: 'abc' }, 400, 'register.field.invalid', 'password'],
      [
        { username: 'player77', password: 'Demo1234', confirmPassword: 'Demo4321' },
        400,
        'password.mismatch',
        'confirmPassword',
      ],
      [{ username: 'Demo_Player', password: 'Demo1234' }, 409, 'username.taken', 'username'],
      [
        { username: 'player77', password: 'Demo1234', accountType: 'boss' },
        400,
        'request_param_err',
        'accountType',
      ],
      [
        { username: 'player77', password: 'Demo1234', upline: 'demo_player' },
        400,
        'request_param_err',
        'upline',
      ],
      [{ username: 'player77' }, 400, 'request_param_err', 'password'],
    ];
    for (const [body, status, code, field] of cases) {
      await expectRefused(() => registerDownline(up.app, agent, body), status, code, field);
    }
  });

  it('refuses a transfer that cannot be made, moving nothing', async () => {
    const cases: [() => Promise<LightMyRequestResponse>, number, string][] = [
      ...['0', '0.00', '-10', '10.001', '1e3', 'abc', '', 12.5].map(
        (amount): [() => Promise<LightMyRequestResponse>, number, string] => [
          () => transferDownline(up.app, agent, 'demo_down1', amount),
          400,
          'request_param_err',
        ],
      ),
      [() => transferDownline(up.app, agent, 'demo down1', '1'), 400, 'request_param_err'],
      [
        () => transferDownline(up.app, agent, 'demo_down1', '1', { password: '12345' }),
        400,
        'request_param_err',
      ],
      [
        () =>
          encryptedCall(
            up.app,
            'POST',
            '/wps/agent/transferDownline',
            { account: 'demo_down1', amount: '1', password: '135790' },
            agent,
          ),
        400,
        'request_param_err',
      ],
      [() => transferDownline(up.app, agent, 'demo_down1', '5000.01'), 409, 'funds.insufficient'],
      [() => transferDownline(up.app, agent, 'demo_player', '1'), 404, 'agent.downline.not.found'],
      [() => transferDownline(up.app, agent, 'demo_agent', '1'), 404, 'agent.downline.not.found'],
      [() => transferDownline(up.app, agent, 'nobody', '1'), 404, 'agent.downline.not.found'],
    ];
    for (const [send, status, code] of cases) await expectRefused(send, status, code);
  });

  it('counts a wrong payment password and moves nothing', async () => {
    const members = async () =>
      (await up.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members'))[0]?.n;
    const count = await members();
    const wrong = await transferDownline(up.app, agent, 'demo_sub2', '10', { password: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong)).toMatchObject({
      errorCode: 'invalid.payment.pw',
      value: { remaining: 4 },
    });
    const moved = await up.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'transfer.downline'`,
    );
    expect(moved[0]?.n).toBe(0);
    expect(await members()).toBe(count);
    const right = await transferDownline(up.app, agent, 'demo_sub2', '10');
    expect(right.statusCode, right.body).toBe(200);
    expect(envelope(right).value).toMatchObject({
      amount: '10.00',
      downline: { account: 'demo_sub2' },
      balance: '4990.00',
    });
    const sub2 = await loginToken(up.app, 'demo_sub2', 'Demo1234');
    const balance = await up.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: { Merchant: 'hisdemo1', Authorization: sub2 },
    });
    expect(envelope(balance).value).toMatchObject({ sumBalance: 10 });
  });

  it('answers a repeated key with the first transfer and moves nothing more', async () => {
    const key = 'agent-center-key-0001';
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => transferDownline(up.app, agent, 'demo_down2', '7', { key })),
    );
    const ids = new Set(answers.map((r) => (envelope(r).value as { id: number }).id));
    expect(ids.size).toBe(1);
    const other = await transferDownline(up.app, agent, 'demo_down3', '7', { key });
    expect(envelope(other).errorCode).toBe('idempotency.key.reused');
    const moved = await up.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'transfer.downline'`,
    );
    expect(moved[0]?.n).toBe(1);
  });
});
