import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { buildUpstream } from '../src/app.ts';
import { loadUpstreamConfig } from '../src/config.ts';
import { ledgerTotal } from '../src/ledger/balance.ts';
import { centsToDecimal } from '../src/ledger/money.ts';
import {
  agentGet,
  agentRead,
  registeredDownline,
  transferDownline,
} from './helpers/agent-center.ts';
import type { FakeClock } from './helpers/clock.ts';
import { fakeClock } from './helpers/clock.ts';
import { createdDeposit, qaApprove } from './helpers/deposits.ts';
import { privateSchema } from './helpers/postgres.ts';
import type { RecordStack } from './helpers/records.ts';
import { cents, playSome, recordCall, walletCents, wideRange } from './helpers/records.ts';
import { readyTransferrer } from './helpers/transfers.ts';
import { envelope, loginToken, startTestUpstream, testConfig } from './helpers/upstream.ts';
import { answerReceipt, qaPost, readyWithdrawer, withdraw } from './helpers/withdrawals.ts';

type Auth = Record<string, string>;

interface Team {
  agent: Auth;
  /** team_p1 (player, level 1), team_a1 (agent, level 1), team_p2 (player under team_a1). */
  tokens: Record<'team_p1' | 'team_a1' | 'team_p2', string>;
}

/**
 * demo_agent registers a player and an agent, the agent registers a player of its own; the
 * agent funds both players (levels 1 and 2), they play, team_p1 deposits and team_p2 withdraws.
 * The seed may hold more of demo_agent's team: every check below counts what it finds.
 */
const buildTeam = async (stack: RecordStack): Promise<Team> => {
  const { app } = stack;
  const agent = await readyTransferrer(app, 'demo_agent');
  await registeredDownline(app, agent, 'team_p1');
  await registeredDownline(app, agent, 'team_a1', 'agent');
  const a1 = await loginToken(app, 'team_a1', 'Demo1234');
  await registeredDownline(app, { Authorization: a1 }, 'team_p2');
  for (const [account, amount] of [
    ['team_p1', '300'],
    ['team_p2', '200.50'],
  ] as const) {
    const moved = await transferDownline(app, agent, account, amount);
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const p1 = await loginToken(app, 'team_p1', 'Demo1234');
  const p2 = await loginToken(app, 'team_p2', 'Demo1234');
  await playSome(stack, p1, { slots: 3, lottery: false, prefix: 'p1' });
  await playSome(stack, p2, { slots: 2, lottery: false, prefix: 'p2' });
  const order = await createdDeposit(app, p1);
  expect((await qaApprove(app, order.reference)).statusCode).toBe(200);
  const withdrawer = await readyWithdrawer(app, 'team_p2');
  const asked = envelope(await withdraw(app, withdrawer, '20')).value as { id: number };
  await qaPost(app, '/qa/withdrawals/release', { id: asked.id });
  const received = await answerReceipt(app, withdrawer, { withdrawalId: asked.id, received: true });
  expect(received.statusCode, received.body).toBe(200);
  return { agent, tokens: { team_p1: p1, team_a1: a1, team_p2: p2 } };
};

interface Figures {
  teamMembers: number;
  directMembers: number;
  newMembers: number;
  activePlayers: number;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  validBets: bigint;
  betCount: number;
  profitAndLoss: bigint;
}

/**
 * The overview's figures computed another way: the team walked in JavaScript from every
 * member's upline, the bets read from their tables, deposits from the approved orders,
 * withdrawals from their payout steps.
 */
const figuresOf = async (db: Db, agentAccount: string, start: Date, end: Date) => {
  const members = await db.query<{ id: number; account: string; upline: number | null; reg: Date }>(
    `SELECT id, account, upline_id AS upline, reg_date AS reg FROM members`,
  );
  const agentId = members.find((m) => m.account === agentAccount)?.id;
  const team = new Set<number>();
  let frontier = [agentId];
  while (frontier.length > 0) {
    const next = members.filter((m) => m.upline !== null && frontier.includes(m.upline));
    for (const member of next) team.add(member.id);
    frontier = next.map((m) => m.id);
  }
  const within = (at: Date) => at >= start && at < end;
  const bets = await db.query<{
    member: number;
    stake: string;
    win: string;
    settled: boolean;
    at: Date;
  }>(
    `SELECT member_id AS member, stake_cents::text AS stake, win_cents::text AS win,
            status <> 'open' AS settled, created_at AS at FROM game_rounds
     UNION ALL
     SELECT member_id, stake_cents::text, win_cents::text, status <> 'pending', created_at
       FROM lottery_bets`,
  );
  const teamBets = bets.filter((bet) => team.has(bet.member) && within(bet.at));
  const settled = teamBets.filter((bet) => bet.settled);
  const deposits = (
    await db.query<{ member: number; amount: string; at: Date }>(
      `SELECT member_id AS member, amount_cents::text AS amount, decided_at AS at
         FROM deposit_orders WHERE status = 'approved'`,
    )
  ).filter((row) => team.has(row.member) && within(row.at));
  const withdrawals = (
    await db.query<{ member: number; amount: string; at: Date }>(
      `SELECT w.member_id AS member, w.amount_cents::text AS amount, s.at
         FROM withdrawals w JOIN withdrawal_steps s ON s.withdrawal_id = w.id
        WHERE s.status IN ('received', 'forcedReceived', 'paid')`,
    )
  ).filter((row) => team.has(row.member) && within(row.at));
  const sum = (values: string[]) => values.reduce((total, value) => total + BigInt(value), 0n);
  return {
    teamMembers: team.size,
    directMembers: members.filter((m) => m.upline === agentId).length,
    newMembers: members.filter((m) => team.has(m.id) && within(m.reg)).length,
    activePlayers: new Set(teamBets.map((bet) => bet.member)).size,
    deposits: sum(deposits.map((row) => row.amount)),
    depositCount: deposits.length,
    withdrawals: sum(withdrawals.map((row) => row.amount)),
    withdrawalCount: withdrawals.length,
    validBets: sum(settled.map((bet) => bet.stake)),
    betCount: settled.length,
    profitAndLoss: sum(settled.map((bet) => bet.win)) - sum(settled.map((bet) => bet.stake)),
  } satisfies Figures;
};

const dayMs = 86_400_000;
/** The platform day (UTC+7) of the fake clock's start, 2026-01-10, as instants. */
const todaySpan = (clock: FakeClock) => {
  const offset = 7 * 3_600_000;
  const start = Math.floor((clock.now().getTime() + offset) / dayMs) * dayMs - offset;
  return { start: new Date(start), end: new Date(start + dayMs) };
};

/** The checks both databases must pass. */
const teamChecks = (stack: () => RecordStack & { clock: FakeClock }) => {
  let team: Team;
  beforeEach(async () => {
    await qaPost(stack().app, '/qa/reset', {});
    team = await buildTeam(stack());
  });

  it('answers the overview with the sums computed independently', async () => {
    const { app, db, clock } = stack();
    const overview = await agentRead(app, 'agentTeamOverview', team.agent);
    const { start, end } = todaySpan(clock);
    const expected = await figuresOf(db, 'demo_agent', start, end);
    expect(overview).toMatchObject({ period: 'today', from: '2026-01-10', to: '2026-01-10' });
    expect({
      ...overview,
      deposits: cents(overview.deposits),
      withdrawals: cents(overview.withdrawals),
      validBets: cents(overview.validBets),
      profitAndLoss: cents(overview.profitAndLoss),
    }).toMatchObject(expected);
    expect(overview.newMembers).toBeGreaterThanOrEqual(3);
    expect(overview.activePlayers).toBeGreaterThanOrEqual(2);
    expect(overview.depositCount).toBeGreaterThanOrEqual(1);
    expect(overview.withdrawalCount).toBeGreaterThanOrEqual(1);
    const subTeam = await agentRead(app, 'agentTeamOverview', {
      Authorization: team.tokens.team_a1,
    });
    expect(subTeam).toMatchObject({ teamMembers: 1, directMembers: 1, newMembers: 1 });
    expect(subTeam.withdrawals).toBe('20.00');
  });

  it('lists the bets, the loss per member and the movements of the team', async () => {
    const { app } = stack();
    const own = await recordCall(app, 'bettingRecord', team.tokens.team_p2, wideRange);
    const filtered = await agentRead(app, 'agentTeamBets', team.agent, {
      ...wideRange,
      account: 'TEAM_P2',
    });
    expect(filtered.totals).toEqual(own.totals);
    expect(filtered.list.map(({ account, ...bet }) => ({ account, bet }))).toEqual(
      own.list.map((bet) => ({ account: 'team_p2', bet })),
    );
    const loss = await agentRead(app, 'agentUserLoss', team.agent, { ...wideRange, pageSize: 100 });
    const all = await agentRead(app, 'agentTeamBets', team.agent, wideRange);
    expect(loss.totals).toEqual(all.totals);
    expect(loss.list.reduce((total, row) => total + row.count, 0)).toBe(all.total);
    const nets = loss.list.map((row) => cents(row.net));
    expect(nets).toEqual([...nets].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    for (const account of ['team_p1', 'team_p2'] as const) {
      const mine = await recordCall(app, 'bettingRecord', team.tokens[account], wideRange);
      const row = loss.list.find((r) => r.account === account);
      expect(row).toEqual({ account, level: account === 'team_p1' ? 1 : 2, ...mine.totals });
    }

    const moves = await agentRead(app, 'agentTeamTransactions', team.agent, {
      ...wideRange,
      account: 'team_p1',
    });
    expect(moves.list.map((row) => [row.type, row.amount])).toEqual(
      expect.arrayContaining([
        ['DEPOSIT', '100.00'],
        ['TRANSFER_IN', '300.00'],
      ]),
    );
    expect(moves.list.every((row) => row.account === 'team_p1')).toBe(true);
    expect(moves.list.some((row) => row.type === 'BET' || row.type === 'PAYOUT')).toBe(false);
    const transfers = await agentRead(app, 'agentTeamTransactions', team.agent, {
      ...wideRange,
      type: 'TRANSFER_IN',
    });
    expect(transfers.list.map((row) => [row.account, row.amount])).toEqual(
      expect.arrayContaining([
        ['team_p1', '300.00'],
        ['team_p2', '200.50'],
      ]),
    );
    expect(transfers.list.every((row) => row.type === 'TRANSFER_IN')).toBe(true);
  });

  it('moved the transfers once, balanced, to levels 1 and 2', async () => {
    const { app, db } = stack();
    const agentToken = team.agent.Authorization ?? '';
    expect(await walletCents(app, agentToken)).toBe(500_000n - 30_000n - 20_050n);
    const [out] = (await recordCall(app, 'transactionHistory', agentToken)).list;
    expect(out).toMatchObject({ type: 'TRANSFER_OUT', amount: '-200.50' });
    expect(await ledgerTotal(db)).toBe(0n);
  });
};

describe('agent center (PGlite)', () => {
  let up: Awaited<ReturnType<typeof startTestUpstream>>;
  beforeAll(async () => {
    up = await startTestUpstream();
  });
  afterAll(() => up.close());

  describe('team figures', () => {
    teamChecks(() => up);
  });

  describe('team management', () => {
    let team: Team;
    beforeAll(async () => {
      await qaPost(up.app, '/qa/reset', {});
      team = await buildTeam(up);
    });

    it('lists levels, uplines, balances, logins, status and contract rights', async () => {
      const members = await agentRead(up.app, 'agentTeamMembers', team.agent, {
        account: 'team_',
      });
      expect(members.total).toBe(3);
      const byAccount = new Map(members.list.map((row) => [row.account, row]));
      expect(byAccount.get('team_p1')).toMatchObject({
        type: 'player',
        level: 1,
        upline: 'demo_agent',
        contractable: false,
        status: 'active',
        lastLoginAt: expect.any(Number),
      });
      expect(byAccount.get('team_a1')).toMatchObject({ type: 'agent', contractable: true });
      expect(byAccount.get('team_p2')).toMatchObject({
        level: 2,
        upline: 'team_a1',
        contractable: false,
      });
      expect(cents(byAccount.get('team_p1')?.balance ?? '')).toBe(
        await walletCents(up.app, team.tokens.team_p1),
      );
      const direct = await agentRead(up.app, 'agentTeamMembers', team.agent, { level: 'direct' });
      expect(direct.list.every((row) => row.level === 1)).toBe(true);
      expect(direct.list.map((row) => row.account)).toEqual(
        expect.arrayContaining(['team_p1', 'team_a1', 'demo_sub1']),
      );
      const all = await agentRead(up.app, 'agentTeamMembers', team.agent, { pageSize: 100 });
      expect(all.list.map((row) => row.account)).toEqual(
        expect.arrayContaining(['team_p2', 'demo_sub2']),
      );
      expect(all.list.map((row) => row.account)).not.toContain('demo_player');
      expect(all.list.map((row) => row.account)).not.toContain('demo_agent');
      const pages = await Promise.all(
        [1, 2, 3].map((page) =>
          agentRead(up.app, 'agentTeamMembers', team.agent, { account: 'TEAM', pageSize: 1, page }),
        ),
      );
      expect(new Set(pages.flatMap((page) => page.list.map((row) => row.account))).size).toBe(3);
      await up.db.query(`UPDATE members SET status = 'disabled' WHERE account = 'team_p1'`);
      const locked = await agentRead(up.app, 'agentTeamMembers', team.agent, { account: 'p1' });
      expect(locked.list).toMatchObject([{ account: 'team_p1', status: 'locked' }]);
      const refused = await transferDownline(up.app, team.agent, 'team_p1', '1');
      expect(envelope(refused).errorCode).toBe('agent.downline.locked');
      await up.db.query(`UPDATE members SET status = 'active' WHERE account = 'team_p1'`);
    });

    it('registers a downline that logs in at once, a player or an agent', async () => {
      const fresh = await registeredDownline(up.app, team.agent, 'fresh_one');
      expect(fresh).toEqual({
        account: 'fresh_one',
        nickname: 'fresh_one',
        type: 'player',
        level: 1,
        balance: '0.00',
        lastLoginAt: null,
        status: 'active',
        registeredAt: up.clock.now().getTime(),
        upline: 'demo_agent',
        contractable: false,
      });
      const token = await loginToken(up.app, 'fresh_one', 'Demo1234');
      const info = await recordCall(up.app, 'memberInfo', token);
      expect(info).toMatchObject({ account: 'fresh_one', type: 0, toUpline: true });
      const agent = await registeredDownline(up.app, team.agent, 'fresh_agent', 'agent');
      expect(agent).toMatchObject({ type: 'agent', contractable: true });
      const agentToken = await loginToken(up.app, 'fresh_agent', 'Demo1234');
      expect(await recordCall(up.app, 'memberInfo', agentToken)).toMatchObject({ type: 2 });
      const notices = await agentGet(up.app, 'agentNotices', { Authorization: agentToken });
      expect(notices.statusCode).toBe(200);
    });

    it('keeps each agent to its own team', async () => {
      const sub = { Authorization: team.tokens.team_a1 };
      const mine = await agentRead(up.app, 'agentTeamMembers', sub, { pageSize: 100 });
      expect(mine.list.map((row) => row.account)).toEqual(['team_p2']);
      for (const account of ['team_p1', 'demo_down1', 'demo_player', 'team_a1', 'nobody']) {
        for (const name of ['agentTeamBets', 'agentUserLoss', 'agentTeamTransactions'] as const) {
          const response = await agentGet(up.app, name, sub, { account });
          expect(response.statusCode, `${name} ${account}`).toBe(404);
          expect(envelope(response).errorCode).toBe('agent.downline.not.found');
        }
        const found = await agentRead(up.app, 'agentTeamMembers', sub, { account });
        expect(found.total).toBe(0);
      }
      const outsider = await readyTransferrer(up.app, 'demo_sub1');
      const refused = await transferDownline(up.app, outsider, 'team_p1', '1');
      expect(refused.statusCode).toBe(404);
      expect(envelope(refused).errorCode).toBe('agent.downline.not.found');
    });

    it('serves the three seeded notices newest first, in every language', async () => {
      const notices = await agentRead(up.app, 'agentNotices', team.agent);
      expect(notices.total).toBe(3);
      expect(notices.list.map((notice) => notice.title.EN)).toEqual([
        'Checklist for a new downline',
        'Contracts with your downline agents',
        'Commission and salary schedule',
      ]);
      for (const notice of notices.list) {
        for (const text of [...Object.values(notice.title), ...Object.values(notice.body)]) {
          expect(text).not.toMatch(/[<>]/);
          expect(text.length).toBeGreaterThan(0);
        }
      }
      const second = await agentRead(up.app, 'agentNotices', team.agent, { pageSize: 2, page: 2 });
      expect(second.list.map((notice) => notice.id)).toEqual([notices.list[2]?.id]);
    });

    it('answers each period with its days', async () => {
      const days = async (query: Record<string, string>) => {
        const overview = await agentRead(up.app, 'agentTeamOverview', team.agent, query);
        return [overview.from, overview.to];
      };
      expect(await days({ period: 'yesterday' })).toEqual(['2026-01-09', '2026-01-09']);
      expect(await days({ period: 'thisWeek' })).toEqual(['2026-01-05', '2026-01-10']);
      expect(await days({ period: 'thisMonth' })).toEqual(['2026-01-01', '2026-01-10']);
      expect(await days({ period: 'custom', from: '2025-12-20', to: '2026-01-02' })).toEqual([
        '2025-12-20',
        '2026-01-02',
      ]);
      const yesterday = await agentRead(up.app, 'agentTeamOverview', team.agent, {
        period: 'yesterday',
      });
      const { start } = todaySpan(up.clock);
      const expected = await figuresOf(
        up.db,
        'demo_agent',
        new Date(start.getTime() - dayMs),
        start,
      );
      expect(yesterday).toMatchObject({
        newMembers: expected.newMembers,
        activePlayers: expected.activePlayers,
        validBets: centsToDecimal(expected.validBets),
        profitAndLoss: centsToDecimal(expected.profitAndLoss),
      });
    });
  });
});

const databaseUrl = loadUpstreamConfig(process.env).databaseUrl;
if (!databaseUrl)
  console.warn(
    'DATABASE_URL is unset: the PostgreSQL variant of the agent center test was skipped',
  );

describe.skipIf(!databaseUrl)('agent center (PostgreSQL)', () => {
  let schema: Awaited<ReturnType<typeof privateSchema>>;
  let app: FastifyInstance;
  let db: Db;
  const clock = fakeClock();
  beforeAll(async () => {
    schema = await privateSchema(databaseUrl ?? '', 'upstream_agent_center');
    app = await buildUpstream(testConfig({ databaseUrl: schema.url }), { clock });
    db = await openPostgres(schema.url);
  });
  afterAll(async () => {
    await db?.close();
    await app?.close();
    await schema?.drop();
  });

  teamChecks(() => ({ app, db, clock }));
});
