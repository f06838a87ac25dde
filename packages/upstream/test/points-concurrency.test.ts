import { beforeEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db.ts';
import { ledgerTotal } from '../src/ledger/balance.ts';
import { convertPoints, errorOf, grantPoints, pointRead, redeemReward } from './helpers/points.ts';
import { walletCents } from './helpers/records.ts';
import { readyTransferrer } from './helpers/transfers.ts';
import { resetData } from './helpers/upstream.ts';
import { describeOnEveryStore } from './helpers/stores.ts';

interface Stack {
  app: FastifyInstance;
  db: Db;
}

const parallel = 100;
// A limit, not a wait: 100 requests at once through one app took over 20 s on PostgreSQL on a
// busy 2-core machine (a CI run beside other work).
const raceLimit = { timeout: 120_000 };

const raceChecks = (stack: () => Stack) => {
  beforeEach(async () => {
    await resetData(stack().app);
  });

  it(`${parallel} redemptions of the last piece of a reward take it once`, raceLimit, async () => {
    const { app, db } = stack();
    const auth = await readyTransferrer(app, 'demo_down1');
    await grantPoints(app, 'demo_down1', 1000);
    const [reward] = await db.query<{ id: number }>(
      "UPDATE point_rewards SET stock = 1 WHERE code = 'mug' RETURNING id",
    );
    const answers = await Promise.all(
      Array.from({ length: parallel }, () => redeemReward(app, auth, reward?.id)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(errorOf(refused)).toBe('point.reward.out.of.stock');
    }
    expect(await pointRead(app, auth, 'pointBalance')).toMatchObject({
      balance: '980.00',
      pending: '20.00',
    });
    const [row] = await db.query<{ stock: number }>(
      "SELECT stock FROM point_rewards WHERE code = 'mug'",
    );
    expect(row?.stock).toBe(0);
  });

  it(`${parallel} conversions of every point pay once`, raceLimit, async () => {
    const { app, db } = stack();
    const auth = await readyTransferrer(app, 'demo_down2');
    await grantPoints(app, 'demo_down2', 50);
    const start = await walletCents(app, auth.Authorization ?? '');
    const answers = await Promise.all(
      Array.from({ length: parallel }, () => convertPoints(app, auth, '50')),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(errorOf(refused)).toBe('points.insufficient');
    }
    expect(await walletCents(app, auth.Authorization ?? '')).toBe(start + 50n);
    expect((await pointRead(app, auth, 'pointBalance')).balance).toBe('0.00');
    const [txns] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'points.convert'",
    );
    expect(txns?.n).toBe(1);
    expect(await ledgerTotal(db)).toBe(0n);
  });
};

describeOnEveryStore('points races', raceChecks);
