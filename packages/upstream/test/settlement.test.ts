import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Contract, ContractTerms } from '@his/shared/schemas/contracts';
import { contractKinds } from '@his/shared/schemas/contracts';
import { exceeds, houseCaps, tiersOf } from '../src/agents/contract-terms.ts';
import { settleDueContracts } from '../src/agents/settlement.ts';
import { findMerchant } from '../src/merchants/merchants.ts';
import {
  agentAuth,
  contractInForce,
  contracts,
  flatTerms,
  removeContracts,
  respond,
  terminate,
} from './helpers/contracts.ts';
import type { SettlementStack } from './helpers/settlement.ts';
import {
  advance,
  bet,
  drain,
  fund,
  ledgerSum,
  memberId,
  settlementList,
  startSettlementStack,
  storedSettlements,
  walletCents,
} from './helpers/settlement.ts';
import { envelope, get, loginToken, resetData } from './helpers/upstream.ts';

/**
 * The settlement of agent contracts (issue 15): each ended period of a contract in force is paid
 * once through the ledger, over the team's settled bets inside the contract's span, by the house
 * for a top agent's contract and by the upline's wallet below. On PostgreSQL when `DATABASE_URL`
 * is set, else on PGlite.
 */

type Auth = { Authorization: string };
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

let stack: SettlementStack;
let agent: Auth;
let sub1: Auth;
let sub2: Auth;

/** Fresh sessions of the three agents (a long jump of the clock expires the old ones). */
const signIn = async () => {
  agent = await agentAuth(stack.app, 'demo_agent');
  sub1 = await agentAuth(stack.app, 'demo_sub1');
  sub2 = await agentAuth(stack.app, 'demo_sub2');
};

beforeAll(async () => {
  stack = await startSettlementStack();
});
afterAll(() => stack.close());
beforeEach(async () => {
  await removeContracts(stack.db);
  await signIn();
});

const now = () => stack.clock.now();
/** Moves the fake clock to the next instant `at` past a multiple of `step` (plus `offset`). */
const advanceTo = async (step: number, offset = 0) => {
  const t = now().getTime();
  const target = Math.floor((t - offset) / step) * step + step + offset;
  await advance(stack.app, target - t);
};
const merchantId = async () => (await findMerchant(stack.db, 'hisdemo1'))?.id ?? 0;

describe('paying a period', () => {
  it("pays a top agent's downline from the house: the terms on the team's in-force bets", async () => {
    await advanceTo(hour, 0);
    await advance(stack.app, 10 * minute);
    // Before the contract: not counted.
    await bet(stack.db, 'demo_team1a', 10_000n, 0n, now());
    await advance(stack.app, 10 * minute);
    const terms: ContractTerms = {
      kind: 'hourlySalary',
      tiers: [
        { threshold: '0', rate: '1' },
        { threshold: '50', rate: '2' },
      ],
    };
    const id = await contractInForce(stack.app, agent, sub1, 'demo_sub1', terms);
    const before = await walletCents(stack.db, 'demo_sub1');
    await advance(stack.app, minute);
    await bet(stack.db, 'demo_team1a', 3_000n, 1_000n, now());
    // A player of demo_sub2 is in demo_sub1's team too; demo_agent's own players are not.
    await bet(stack.db, 'demo_team2a', 4_000n, 0n, now());
    await bet(stack.db, 'demo_down1', 9_900n, 0n, now());
    expect(await storedSettlements(stack.db, id)).toEqual([]);
    await advanceTo(hour, 0);

    const [row, ...more] = await storedSettlements(stack.db, id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      payer: 'house',
      payerMemberId: null,
      payeeMemberId: await memberId(stack.db, 'demo_sub1'),
      validBet: '7000',
      profitLoss: '6000',
      activeMembers: 2,
      tierThreshold: '5000',
      rateBp: 200,
      amount: '140',
      status: 'paid',
    });
    expect(row?.periodEnd.getTime()).toBe(now().getTime());
    expect(row?.periodStart.getTime()).toBe(now().getTime() - hour);
    expect(await walletCents(stack.db, 'demo_sub1')).toBe(before + 140n);
    const [txn] = await stack.db.query<{ kind: string; key: string }>(
      `SELECT kind, idempotency_key AS key FROM ledger_transactions WHERE id = $1`,
      [row?.ledgerTxnId ?? 0],
    );
    expect(txn).toEqual({
      kind: 'salary.hourly',
      key: `contract:${id}:${row?.periodStart.getTime()}`,
    });
    expect(await ledgerSum(stack.db)).toBe(0n);

    // Both sides see it: the downline as payee, the upline as payer (the house paid for it).
    const payee = await settlementList(stack.app, sub1, '?kind=hourlySalary');
    expect(payee.list[0]).toMatchObject({
      contractId: id,
      role: 'payee',
      payer: 'house',
      period: 'hourly',
      validBet: '70.00',
      profitLoss: '60.00',
      threshold: '50.00',
      rate: '2.00',
      amount: '1.40',
      status: 'paid',
    });
    const payer = await settlementList(stack.app, agent, '?role=payer');
    expect(payer.list.map((s) => [s.contractId, s.role])).toEqual([[id, 'payer']]);
    expect((await settlementList(stack.app, agent, '?role=payee')).total).toBe(0);
  });

  it('has the upline pay below a top agent; unpaid while it cannot, paid once when it can', async () => {
    await advanceTo(day, -7 * hour);
    const daily = (rate: string): ContractTerms => ({
      kind: 'dividend',
      period: 'daily',
      tiers: [{ threshold: 0, rate }],
    });
    const top = await contractInForce(stack.app, agent, sub1, 'demo_sub1', daily('30'));
    const below = await contractInForce(stack.app, sub1, sub2, 'demo_sub2', daily('20'));
    await drain(stack.db, 'demo_sub1', now());
    const sub2Before = await walletCents(stack.db, 'demo_sub2');
    await advance(stack.app, hour);
    // demo_sub1's own player wins 490.00; demo_sub2's team loses 100.00: demo_sub1's team won, so
    // demo_sub1 gets no dividend and owes demo_sub2 20.00 it does not have.
    await bet(stack.db, 'demo_team1a', 1_000n, 50_000n, now());
    await bet(stack.db, 'demo_team2a', 10_000n, 0n, now());
    await advanceTo(day, -7 * hour);

    const [topRow] = await storedSettlements(stack.db, top);
    expect(topRow).toMatchObject({ profitLoss: '-39000', amount: '0', status: 'nothing' });
    const [owed] = await storedSettlements(stack.db, below);
    expect(owed).toMatchObject({
      payer: 'upline',
      payerMemberId: await memberId(stack.db, 'demo_sub1'),
      profitLoss: '10000',
      amount: '2000',
      status: 'unpaid',
      ledgerTxnId: null,
    });
    // Later periods are still settled; the unpaid one is tried again on every run.
    await fund(stack.db, 'demo_sub1', 1_000n, now());
    await advance(stack.app, day);
    expect((await storedSettlements(stack.db, below)).map((s) => s.status)).toEqual([
      'unpaid',
      'nothing',
    ]);
    expect(await walletCents(stack.db, 'demo_sub2')).toBe(sub2Before);

    await fund(stack.db, 'demo_sub1', 1_000n, now());
    await advance(stack.app, minute);
    expect((await storedSettlements(stack.db, below))[0]).toMatchObject({ status: 'paid' });
    expect(await walletCents(stack.db, 'demo_sub2')).toBe(sub2Before + 2_000n);
    expect(await walletCents(stack.db, 'demo_sub1')).toBe(0n);
    await fund(stack.db, 'demo_sub1', 5_000n, now());
    await advance(stack.app, minute);
    await signIn();
    await settlementList(stack.app, sub2);
    expect(await walletCents(stack.db, 'demo_sub2')).toBe(sub2Before + 2_000n);

    // Net income: demo_sub1 paid 20.00, demo_sub2 received it, on the day the period started.
    const day1 = new Date((owed?.periodStart.getTime() ?? 0) + 7 * hour).toISOString().slice(0, 10);
    const income = await get(stack.app, `/wps/agent/income?from=${day1}&to=${day1}`, sub1);
    expect(envelope(income).value).toMatchObject({
      days: [{ day: day1, dividend: '-20.00', total: '-20.00' }],
      totals: { dividend: '-20.00', dailySalary: '0.00', total: '-20.00' },
    });
    const received = await get(stack.app, `/wps/agent/income?from=${day1}&to=${day1}`, sub2);
    expect(envelope(received).value).toMatchObject({ totals: { dividend: '20.00' } });
    expect(await ledgerSum(stack.db)).toBe(0n);
  });
});

describe('exactly once', () => {
  it('pays each period once when runs repeat or overlap, in one process or two', async () => {
    await advanceTo(5 * minute);
    const id = await contractInForce(
      stack.app,
      agent,
      sub1,
      'demo_sub1',
      flatTerms('realtimeSalary', '1'),
    );
    const before = await walletCents(stack.db, 'demo_sub1');
    for (let n = 0; n < 6; n += 1) {
      await bet(stack.db, 'demo_team1b', 1_000n + BigInt(n) * 100n, 0n, now());
      stack.clock.advance(4 * minute);
    }
    const other = await stack.second();
    const merchant = await merchantId();
    await Promise.all([
      settleDueContracts(stack.db, merchant, now()),
      settleDueContracts(stack.db, merchant, now()),
      settlementList(stack.app, sub1),
      settlementList(other, sub1),
    ]);
    await settleDueContracts(stack.db, merchant, now());
    const rows = await storedSettlements(stack.db, id);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const paid = rows.filter((r) => r.status === 'paid');
    const total = paid.reduce((sum, r) => sum + BigInt(r.amount), 0n);
    // 1 % of 10.00 + 11.00 + … + 15.00 placed before the last period ended.
    expect(total).toBeGreaterThan(0n);
    expect(await walletCents(stack.db, 'demo_sub1')).toBe(before + total);
    const [keys] = await stack.db.query<{ n: number; distinct: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS distinct
         FROM ledger_transactions WHERE idempotency_key LIKE $1`,
      [`contract:${id}:%`],
    );
    expect(keys).toEqual({ n: paid.length, distinct: paid.length });
  });

  it('catches up every missed period in order after a long stop', async () => {
    await advanceTo(hour);
    const realtime = await contractInForce(
      stack.app,
      agent,
      sub1,
      'demo_sub1',
      flatTerms('realtimeSalary', '0.5'),
    );
    const hourly = await contractInForce(
      stack.app,
      agent,
      sub1,
      'demo_sub1',
      flatTerms('hourlySalary', '1'),
    );
    const start = now().getTime();
    // Three days without a settlement run (the clock alone moves), bets here and there.
    for (let n = 0; n < 12; n += 1) {
      stack.clock.advance(6 * hour + 7 * minute);
      await bet(stack.db, 'demo_team2b', 2_000n, 500n, now());
    }
    stack.clock.advance(hour);
    const end = now().getTime();
    await signIn();
    await settlementList(stack.app, sub1);
    const rows = await storedSettlements(stack.db, realtime);
    expect(rows).toHaveLength(Math.floor((end - start) / (5 * minute)));
    rows.forEach((row, index) => {
      expect(row.periodStart.getTime()).toBe(start + index * 5 * minute);
      if (index > 0) expect(row.id).toBeGreaterThan(rows[index - 1]?.id ?? 0);
    });
    expect(rows.filter((r) => r.status === 'paid')).toHaveLength(12);
    expect(rows.every((r) => r.status !== 'paid' || r.amount === '10')).toBe(true);
    const hours = await storedSettlements(stack.db, hourly);
    expect(hours).toHaveLength(Math.floor((end - start) / hour));
    expect(hours.reduce((sum, r) => sum + BigInt(r.validBet), 0n)).toBe(24_000n);
  });

  it('settles a terminated contract up to its end, and no further', async () => {
    await advanceTo(hour);
    const id = await contractInForce(
      stack.app,
      agent,
      sub1,
      'demo_sub1',
      flatTerms('hourlySalary', '2'),
    );
    await advance(stack.app, 20 * minute);
    await bet(stack.db, 'demo_team1a', 5_000n, 0n, now());
    await advance(stack.app, minute);
    expect((await terminate(stack.app, sub1, id)).statusCode).toBe(200);
    expect((await respond(stack.app, agent, id, true, true)).statusCode).toBe(200);
    await advance(stack.app, minute);
    await bet(stack.db, 'demo_team1a', 7_000n, 0n, now());
    await advance(stack.app, 5 * hour);
    const rows = await storedSettlements(stack.db, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ validBet: '5000', amount: '100', status: 'paid' });
  });
});

describe('dividend periods in the platform zone', () => {
  it('settles a weekly dividend accepted mid-week on the bets after it, once Monday comes', async () => {
    // To the next Monday 00:00 UTC+7, then into Wednesday.
    const t = now().getTime() + 7 * hour;
    const monday = Math.floor((t + 3 * day) / (7 * day)) * 7 * day - 3 * day + 7 * day - 7 * hour;
    await advance(stack.app, monday - now().getTime() + 2 * day + 5 * hour);
    await signIn();
    await bet(stack.db, 'demo_team1a', 50_000n, 0n, now());
    await advance(stack.app, minute);
    const terms: ContractTerms = {
      kind: 'dividend',
      period: 'weekly',
      tiers: [
        { threshold: 0, rate: '10' },
        { threshold: 2, rate: '25' },
      ],
    };
    const id = await contractInForce(stack.app, agent, sub1, 'demo_sub1', terms);
    await advance(stack.app, minute);
    await bet(stack.db, 'demo_team1a', 20_000n, 5_000n, now());
    await bet(stack.db, 'demo_team2b', 10_000n, 0n, now());
    await advance(stack.app, 4 * day + 19 * hour - 3 * minute);
    expect(await storedSettlements(stack.db, id)).toEqual([]);
    await advance(stack.app, minute);
    const [row] = await storedSettlements(stack.db, id);
    expect(row?.periodStart.getTime()).toBe(monday);
    expect(row?.periodEnd.getTime()).toBe(monday + 7 * day);
    expect(new Date(monday + 7 * hour).getUTCDay()).toBe(1);
    expect(row).toMatchObject({
      validBet: '30000',
      profitLoss: '25000',
      activeMembers: 2,
      tierThreshold: '2',
      rateBp: 2500,
      amount: '6250',
      status: 'paid',
    });
  });
});

describe('who may read settlements, and what', () => {
  it('refuses a player both calls', async () => {
    const player = { Authorization: await loginToken(stack.app, 'demo_player', 'Demo1234') };
    for (const url of ['/wps/agent/contracts/settlements', '/wps/agent/income']) {
      const response = await get(stack.app, url, player);
      expect(response.statusCode, url).toBe(403);
      expect(envelope(response).errorCode, url).toBe('contract.not.agent');
    }
  });

  it('answers bad input with a coded error', async () => {
    for (const query of [
      '?from=2026-02-30&to=2026-03-01',
      '?from=2026-01-01',
      '?from=2026-01-10&to=2026-01-01',
      '?from=2025-01-01&to=2026-01-01',
      '?page=0',
      '?pageSize=101',
      '?role=boss',
      '?kind=bonus',
    ]) {
      const response = await get(stack.app, `/wps/agent/contracts/settlements${query}`, sub1);
      expect(envelope(response).errorCode, query).toBe('request_param_err');
    }
    const income = await get(stack.app, '/wps/agent/income?to=2026-01-01', sub1);
    expect(envelope(income).errorCode).toBe('request_param_err');
  });
});

describe('the seed', () => {
  it('gives the demo team contracts within their caps and a settlement history', async () => {
    await resetData(stack.app);
    const auth = async (account: string) => ({
      Authorization: await loginToken(stack.app, account, 'Demo1234'),
    });
    const [top, middle] = [await auth('demo_sub1'), await auth('demo_sub2')];
    const held = envelope(await contracts(stack.app, top)).value as Contract[];
    const inForce = held.filter((c) => c.status === 'accepted');
    expect(inForce).toHaveLength(8);
    for (const kind of contractKinds) {
      const own = inForce.find((c) => c.role === 'downline' && c.terms.kind === kind);
      const given = inForce.find((c) => c.role === 'upline' && c.terms.kind === kind);
      if (!own || !given) throw new Error(`no ${kind} contracts seeded`);
      expect(exceeds(tiersOf(own.terms), houseCaps[kind]), kind).toBe(false);
      expect(exceeds(tiersOf(given.terms), tiersOf(own.terms)), kind).toBe(false);
    }
    for (const kind of ['dailySalary', 'hourlySalary', 'realtimeSalary']) {
      const received = await settlementList(stack.app, top, `?role=payee&kind=${kind}`);
      expect(received.list.filter((s) => s.status === 'paid').length, kind).toBeGreaterThan(0);
    }
    const paidBelow = await settlementList(stack.app, middle, '?role=payee&pageSize=100');
    expect(paidBelow.list.some((s) => s.status === 'paid' && s.payer === 'upline')).toBe(true);
    expect(await ledgerSum(stack.db)).toBe(0n);
    const [negative] = await stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_accounts WHERE kind = 'member' AND balance_cents < 0`,
    );
    expect(negative?.n).toBe(0);
  });
});
