import { beforeEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ledgerTotal } from '../src/ledger/balance.ts';
import { seedPointRates } from '../src/seed/points.ts';
import {
  convertPoints,
  decide,
  errorOf,
  grantPoints,
  pointRead,
  redeemReward,
} from './helpers/points.ts';
import type { RecordStack } from './helpers/records.ts';
import { cents, playSome, recordCall, walletCents, wideRange } from './helpers/records.ts';
import { readyTransferrer } from './helpers/transfers.ts';
import { envelope, resetData } from './helpers/upstream.ts';
import { newKey } from './helpers/withdrawals.ts';
import { trialToken } from './helpers/play.ts';
import { describeOnEveryStore } from './helpers/stores.ts';

const rateOf = (category: string) => BigInt(seedPointRates.find(([c]) => c === category)?.[1] ?? 0);

const rewardCalled = async (app: FastifyInstance, auth: Record<string, string>, code: string) => {
  const { list } = await pointRead(app, auth, 'pointRewards');
  const reward = list.find((r) => r.image.endsWith(`/${code}.svg`));
  if (!reward) throw new Error(`no reward ${code}`);
  return reward;
};

const pointChecks = (stack: () => RecordStack) => {
  beforeEach(async () => {
    await resetData(stack().app);
  });

  it('earns points once per settled round and lottery bet, at the category rate', async () => {
    const { app, db } = stack();
    const auth = await readyTransferrer(app, 'demo_down1');
    const before = await pointRead(app, auth, 'pointBalance');
    expect(before).toEqual({ balance: '0.00', pending: '0.00', earned: '0.00' });
    const played = await playSome(stack(), auth.Authorization ?? '', {
      slots: 3,
      lottery: true,
      prefix: 'pts',
    });
    // Twenty reads at once credit each round once.
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => pointRead(app, auth, 'pointBalance')),
    );
    const entries = await db.query<{
      ref: string;
      category: string;
      bet: string;
      rate: number;
      points: string;
    }>(
      `SELECT e.ref, e.category, e.valid_bet_cents::text AS bet, e.rate_hundredths AS rate,
              e.points::text AS points
         FROM point_entries e JOIN members m ON m.id = e.member_id
        WHERE m.account = 'demo_down1' AND e.kind = 'earn'`,
    );
    expect(entries).toHaveLength(played.rounds + played.lotteryBets);
    expect(new Set(entries.map((e) => e.ref)).size).toBe(entries.length);
    let expected = 0n;
    for (const entry of entries) {
      expect(BigInt(entry.rate)).toBe(rateOf(entry.category));
      expect(BigInt(entry.points)).toBe((BigInt(entry.bet) * BigInt(entry.rate)) / 100n);
      expected += BigInt(entry.points);
    }
    expect(entries.reduce((sum, e) => sum + BigInt(e.bet), 0n)).toBe(played.stakeCents);
    for (const read of reads) {
      expect(cents(read.balance)).toBe(expected);
      expect(cents(read.earned)).toBe(expected);
    }
    const config = await pointRead(app, auth, 'pointConfig');
    expect(config.rates.slice(0, 6)).toEqual([
      { category: 'LIVE', rate: '0.70' },
      { category: 'SPORTS', rate: '1.00' },
      { category: 'FISH', rate: '1.20' },
      { category: 'RNG', rate: '1.20' },
      { category: 'PVP', rate: '1.00' },
      { category: 'ESPORTS', rate: '1.00' },
    ]);
  });

  it('a redemption takes points and stock; rejecting gives both back once', async () => {
    const { app } = stack();
    const auth = await readyTransferrer(app, 'demo_down2');
    await grantPoints(app, 'demo_down2', 100);
    const mug = await rewardCalled(app, auth, 'mug');

    const first = await redeemReward(app, auth, mug.id);
    expect(first.statusCode, first.body).toBe(200);
    const made = envelope(first).value as { redemption: { id: number; status: string } };
    expect(made.redemption.status).toBe('inProcess');
    expect(await pointRead(app, auth, 'pointBalance')).toMatchObject({
      balance: '80.00',
      pending: '20.00',
    });
    expect((await rewardCalled(app, auth, 'mug')).stock).toBe(mug.stock - 1);
    expect((await decide(app, made.redemption.id, 'approve')).statusCode).toBe(200);

    const second = envelope(await redeemReward(app, auth, mug.id)).value as {
      redemption: { id: number };
      pointBalance: string;
    };
    expect(second.pointBalance).toBe('60.00');
    const rejected = await decide(app, second.redemption.id, 'reject');
    expect(rejected.json<{ status: string }>().status).toBe('rejected');
    expect(await pointRead(app, auth, 'pointBalance')).toMatchObject({
      balance: '80.00',
      pending: '0.00',
    });
    expect((await rewardCalled(app, auth, 'mug')).stock).toBe(mug.stock - 1);
    // Decided once: a second decision is refused and gives nothing back.
    expect((await decide(app, second.redemption.id, 'reject')).statusCode).toBe(400);
    expect((await decide(app, made.redemption.id, 'reject')).statusCode).toBe(400);
    expect((await pointRead(app, auth, 'pointBalance')).balance).toBe('80.00');

    const history = await pointRead(app, auth, 'redeemPointList');
    expect(history.list.map((r) => [r.id, r.status])).toEqual([
      [second.redemption.id, 'rejected'],
      [made.redemption.id, 'approved'],
    ]);
    expect(history.list[0]?.decidedAt).not.toBeNull();
  });

  it('converts whole points to money once per request, from the house points account', async () => {
    const { app, db } = stack();
    const auth = await readyTransferrer(app, 'demo_down3');
    await grantPoints(app, 'demo_down3', 10);
    const token = auth.Authorization ?? '';
    const start = await walletCents(app, token);
    const key = newKey();
    const answers = await Promise.all([
      convertPoints(app, auth, '7', { key }),
      convertPoints(app, auth, '7', { key }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const again = await convertPoints(app, auth, '7', { key });
    const conversion = envelope(again).value as { amount: string; pointBalance: string };
    expect(conversion).toMatchObject({ amount: '0.07', pointBalance: '3.00' });
    expect(await walletCents(app, token)).toBe(start + 7n);
    expect(errorOf(await convertPoints(app, auth, '4'))).toBe('points.insufficient');
    expect((await pointRead(app, auth, 'pointBalance')).balance).toBe('3.00');
    const bonus = await recordCall(app, 'bonusDetails', token, wideRange);
    expect(bonus.list.map((row) => [row.type, row.amount])).toEqual([['BONUS', '0.07']]);
    expect(await ledgerTotal(db)).toBe(0n);
  });

  it('refuses trial accounts every call', async () => {
    const { app } = stack();
    const auth = { Authorization: await trialToken(app) };
    for (const path of [
      '/wps/relay/MCS2_getPointBalance',
      '/wps/relay/MCS2_getPointReward',
      '/wps/relay/MCS2_getPointConfig',
      '/wps/relay/MCS2_getRedeemPointList',
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: { Merchant: 'hisdemo1', ...auth },
      });
      expect(envelope(response).errorCode, path).toBe('account.trial');
    }
    expect(errorOf(await redeemReward(app, auth, 1))).toBe('account.trial');
    expect(errorOf(await convertPoints(app, auth, '1'))).toBe('account.trial');
  });
};

describeOnEveryStore('points mall', pointChecks);
