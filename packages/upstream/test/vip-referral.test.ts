import { beforeEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { envelopeSchema } from '@his/shared/envelope';
import { memberInfoSchema } from '@his/shared/schemas/member';
import { referralSchema } from '@his/shared/schemas/referral';
import { vipStatusSchema } from '@his/shared/schemas/vip';
import type { Db } from '../src/db/db.ts';
import { houseAccountId } from '../src/ledger/accounts.ts';
import { houseTotals, ledgerTotal } from '../src/ledger/balance.ts';
import { newPlayer, registerWith } from './helpers/accounts.ts';
import { createdDeposit, qaApprove } from './helpers/deposits.ts';
import { launchTicket, playApi, trialToken, valueOf } from './helpers/play.ts';
import { inhouseNodeId } from './helpers/players.ts';
import { recordCall, walletCents, wideRange } from './helpers/records.ts';
import { envelope, get, loginToken, resetData } from './helpers/upstream.ts';
import { describeOnEveryStore } from './helpers/stores.ts';

interface Stack {
  app: FastifyInstance;
  db: Db;
}

const vipStatus = async (app: FastifyInstance, token?: string) => {
  const response = await get(app, '/wps/vip/status', token ? { Authorization: token } : {});
  expect(response.statusCode, response.body).toBe(200);
  return envelopeSchema(vipStatusSchema).parse(response.json()).value;
};

const memberRank = async (app: FastifyInstance, token: string) => {
  const response = await get(app, '/wps/member/info', { Authorization: token });
  return envelopeSchema(memberInfoSchema).parse(response.json()).value?.clubLabel;
};

const referral = (app: FastifyInstance, token: string, query = '') =>
  get(app, `/wps/member/referral${query}`, { Authorization: token });

const referralOf = async (app: FastifyInstance, token: string, query = '') => {
  const response = await referral(app, token, query);
  expect(response.statusCode, response.body).toBe(200);
  const value = envelopeSchema(referralSchema).parse(response.json()).value;
  if (!value) throw new Error('no referral value');
  return value;
};

/** Registers `username` with `code` in the invitation-code field and answers its token. */
const registerFriend = async (app: FastifyInstance, username: string, code: string) => {
  const response = await registerWith(app, { ...newPlayer(username), affiliateCode: code });
  expect(response.statusCode, response.body).toBe(200);
  return loginToken(app, username, 'Secret123');
};

const deposit = async (app: FastifyInstance, token: string, amount: string) => {
  const order = await createdDeposit(app, token, { channelId: 'QR_KHQR', amount });
  const approved = await qaApprove(app, order.reference);
  expect(approved.statusCode, approved.body).toBe(200);
  return order;
};

/** One slot round of `stake` (its valid bet is the stake, whatever it wins). */
const spin = async (stack: Stack, token: string, stake: number, id: string) => {
  const ticket = await launchTicket(stack.app, token, await inhouseNodeId(stack.db, 'slot'));
  valueOf(
    await playApi(stack.app, ticket, 'POST', '/play-api/rounds', { clientRoundId: id, stake }),
  );
};

const vipAndReferralChecks = (stack: () => Stack) => {
  beforeEach(async () => {
    await resetData(stack().app);
  });

  it('shows a visitor the eight ranks with their benefits and no standing', async () => {
    const status = await vipStatus(stack().app);
    expect(status?.member).toBeNull();
    expect(status?.currency).toBe('USD');
    expect(status?.ranks.map((rank) => rank.labelName)).toEqual([
      'VIP0',
      'VIP1',
      'VIP2',
      'VIP3',
      'VIP4',
      'VIP5',
      'VIP6',
      'VIP7',
    ]);
    expect(status?.ranks[1]).toEqual({
      rankLevel: 1,
      labelName: 'VIP1',
      minDeposits: '100.00',
      minValidBets: '1000.00',
      rebateBoostPercent: '0.05',
      dailyWithdrawLimit: '10000.00',
      dailyWithdrawCount: 5,
      birthdayBonus: '8.00',
      vipService: false,
    });
    // SPEC §6: the VIP customer-service channel above rank 4 only.
    expect(status?.ranks.map((rank) => rank.vipService)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('keeps the seeded ranks: demo_player VIP1 on its way to VIP2, demo_agent VIP5', async () => {
    const { app } = stack();
    const player = await loginToken(app, 'demo_player', 'Demo1234');
    expect(await memberRank(app, player)).toEqual({ labelName: 'VIP1', rankLevel: 1 });
    expect((await vipStatus(app, player))?.member).toEqual({
      rankLevel: 1,
      labelName: 'VIP1',
      deposits: '500.00',
      validBets: '2500.00',
      next: {
        rankLevel: 2,
        labelName: 'VIP2',
        depositsMissing: '500.00',
        validBetsMissing: '7500.00',
        depositsProgress: 50,
        validBetsProgress: 25,
      },
      vipService: false,
    });
    const agent = await loginToken(app, 'demo_agent', 'Demo1234');
    expect(await memberRank(app, agent)).toEqual({ labelName: 'VIP5', rankLevel: 5 });
    const agentStatus = (await vipStatus(app, agent))?.member;
    expect(agentStatus).toMatchObject({ rankLevel: 5, vipService: true });
    expect(agentStatus?.next).toMatchObject({ rankLevel: 6, depositsMissing: '40000.00' });
  });

  it('ranks a new player by its own deposits and valid bets, both thresholds needed', async () => {
    const { app } = stack();
    expect((await registerWith(app, newPlayer('climber1'))).statusCode).toBe(200);
    const token = await loginToken(app, 'climber1', 'Secret123');
    expect(await memberRank(app, token)).toEqual({ labelName: 'VIP0', rankLevel: 0 });
    await deposit(app, token, '1500.00');
    // 1,500.00 deposited is past VIP1's and VIP2's deposits, but no bet yet: still VIP0.
    expect(await memberRank(app, token)).toEqual({ labelName: 'VIP0', rankLevel: 0 });
    await spin(stack(), token, 600, 'climb-1');
    expect((await vipStatus(app, token))?.member).toMatchObject({
      rankLevel: 0,
      validBets: '600.00',
      next: { rankLevel: 1, depositsMissing: '0.00', validBetsMissing: '400.00' },
    });
    await spin(stack(), token, 400, 'climb-2');
    expect(await memberRank(app, token)).toEqual({ labelName: 'VIP1', rankLevel: 1 });
    expect((await vipStatus(app, token))?.member?.next).toMatchObject({
      rankLevel: 2,
      depositsProgress: 100,
      validBetsProgress: 10,
    });
  });

  it('gives each player one lasting code, unique, and refuses agents and trial accounts', async () => {
    const { app, db } = stack();
    const player = await loginToken(app, 'demo_player', 'Demo1234');
    const [first, again] = await Promise.all([referralOf(app, player), referralOf(app, player)]);
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(again.code).toBe(first.code);
    expect((await referralOf(app, player)).code).toBe(first.code);
    expect(first).toMatchObject({
      rule: { percent: '10.00', cap: '50.00' },
      totalReward: '0.00',
      list: [],
      total: 0,
    });
    const other = await loginToken(app, 'demo_down1', 'Demo1234');
    expect((await referralOf(app, other)).code).not.toBe(first.code);
    const rows = await db.query<{ n: number }>(
      'SELECT count(DISTINCT code_key)::int AS n FROM referral_codes',
    );
    expect(rows[0]?.n).toBe(2);

    for (const token of [
      await loginToken(app, 'demo_agent', 'Demo1234'),
      await loginToken(app, 'demo_sub1', 'Demo1234'),
      await trialToken(app),
    ]) {
      const refused = await referral(app, token);
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused).errorCode).toBe('referral.player.only');
    }
    const codes = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM referral_codes');
    expect(codes[0]?.n).toBe(2);
  });

  it('lists a friend who registered with the code for its referrer only', async () => {
    const { app, db } = stack();
    const player = await loginToken(app, 'demo_player', 'Demo1234');
    const { code } = await referralOf(app, player);
    // The register form checks the code first, as an invitation code, in any letter case.
    const check = await get(app, `/wps/agent/affiliate?code=${code.toLowerCase()}`);
    expect(check.statusCode, check.body).toBe(200);
    const friend = await registerFriend(app, 'friend01', code.toLowerCase());
    const page = await referralOf(app, player);
    expect(page.total).toBe(1);
    expect(page.list).toEqual([
      {
        account: 'fr***01',
        joinedAt: expect.any(Number),
        validBets: '0.00',
        reward: '0.00',
        rewardedAt: null,
      },
    ]);
    // A referral is no agent relation: the friend has no upline.
    const friendInfo = await get(app, '/wps/member/info', { Authorization: friend });
    expect(envelope(friendInfo).value).toMatchObject({ toUpline: false });
    const upline = await db.query<{ upline: number | null }>(
      `SELECT upline_id AS upline FROM members WHERE account = 'friend01'`,
    );
    expect(upline[0]?.upline).toBeNull();

    const other = await loginToken(app, 'demo_down1', 'Demo1234');
    expect((await referralOf(app, other)).list).toEqual([]);
    const friendOwn = await referralOf(app, friend);
    expect(friendOwn.total).toBe(0);
    expect(friendOwn.code).not.toBe(code);
  });

  it('pays 10 % of a friend’s first deposit, at most 50.00, once per friend', async () => {
    const { app, db } = stack();
    const player = await loginToken(app, 'demo_player', 'Demo1234');
    const { code } = await referralOf(app, player);
    const before = await walletCents(app, player);
    const house = await houseAccountId(db, 1, 'referrals');
    const small = await registerFriend(app, 'friend02', code);
    const big = await registerFriend(app, 'friend03', code);

    await deposit(app, small, '300.00');
    await deposit(app, small, '2000.00');
    // Two first deposits of one friend approved at the same moment: one reward.
    const orders = await Promise.all([
      createdDeposit(app, big, { channelId: 'QR_KHQR', amount: '1000.00' }),
      createdDeposit(app, big, { channelId: 'QR_KHQR', amount: '800.00' }),
    ]);
    const approvals = await Promise.all(orders.map((order) => qaApprove(app, order.reference)));
    expect(approvals.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Approving again changes nothing.
    expect((await qaApprove(app, orders[0]?.reference ?? '')).statusCode).toBe(200);

    expect((await walletCents(app, player)) - before).toBe(3_000n + 5_000n);
    const page = await referralOf(app, player);
    expect(page.totalReward).toBe('80.00');
    expect(page.list.map((row) => [row.account, row.reward])).toEqual([
      ['fr***03', '50.00'],
      ['fr***02', '30.00'],
    ]);
    expect(page.list.every((row) => row.rewardedAt !== null)).toBe(true);
    expect((await houseTotals(db, house)).cents).toBe(-8_000n);
    expect(await ledgerTotal(db)).toBe(0n);
    const rewards = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'bonus.referral'`,
    );
    expect(rewards[0]?.n).toBe(2);
    // The bonus shows in the referrer's bonus details.
    const bonus = await recordCall(app, 'bonusDetails', player, wideRange);
    expect(bonus.sum).toBe('80.00');
    expect(bonus.list.map((row) => [row.type, row.amount])).toEqual([
      ['BONUS', '50.00'],
      ['BONUS', '30.00'],
    ]);
  });

  it('refuses bad input and unknown codes, writing nothing', async () => {
    const { app, db } = stack();
    const player = await loginToken(app, 'demo_player', 'Demo1234');
    for (const query of ['?page=0', '?pageSize=101', '?page=x', '?other=1']) {
      const refused = await referral(app, player, query);
      expect(refused.statusCode, query).toBe(400);
      expect(envelope(refused).errorCode).toBe('request_param_err');
    }
    expect((await get(app, '/wps/member/referral')).statusCode).toBe(401);
    const unknown = await registerWith(app, {
      ...newPlayer('friend04'),
      affiliateCode: 'ZZZZ2222',
    });
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown).errorCode).toBe('affiliate.invalid');
    const tables = await db.query<{ codes: number; referrals: number; members: number }>(
      `SELECT (SELECT count(*) FROM referral_codes)::int AS codes,
              (SELECT count(*) FROM referrals)::int AS referrals,
              (SELECT count(*) FROM members WHERE account = 'friend04')::int AS members`,
    );
    expect(tables[0]).toEqual({ codes: 0, referrals: 0, members: 0 });
    expect((await get(app, '/wps/vip/status?x=1')).statusCode).toBe(400);
  });
};

describeOnEveryStore('VIP and invite friends', vipAndReferralChecks);
