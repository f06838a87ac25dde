import type { PointBalance, PointReward, RedeemList, Redemption } from '@his/shared/schemas/points';
import {
  pointBalanceSchema,
  pointConfigSchema,
  pointConversionSchema,
  pointRewardsSchema,
  redeemListSchema,
  redeemRewardSchema,
} from '@his/shared/schemas/points';
import type { RebateDue, RebateHistory } from '@his/shared/schemas/rebate';
import {
  rebateClaimResultSchema,
  rebateDueSchema,
  rebateHistorySchema,
} from '@his/shared/schemas/rebate';
import type { FakeBff } from './fake-bff.ts';
import { fail, ok } from './fake-bff.ts';

/** The payment password of the fake member. */
export const fakePaymentPassword = '123456';

const reward = (id: number, en: string, cost: string, stock: number): PointReward => ({
  id,
  name: { EN: en, KM: `${en} KM`, CN: `${en} CN` },
  image: `/media/rewards/r${id}.svg`,
  cost,
  stock,
});

const cents = (value: string) => Math.round(Number(value) * 100);
const decimal = (hundredths: number) => (hundredths / 100).toFixed(2);

/**
 * The points mall in memory: 40.00 points, three rewards (one out of stock), the SPEC §9 rates,
 * one point to 0.01, redemptions and conversions answered once per idempotency key.
 */
export const withPoints = (bff: FakeBff, options: { passwordSet?: boolean } = {}) => {
  let balance = 4000;
  const rewards = [
    reward(1, 'Lucky keyring', '1.00', 50),
    reward(2, 'Brand mug', '20.00', 30),
    reward(3, 'Smartphone', '5000.00', 0),
  ];
  const redemptions: Redemption[] = [];
  const byKey = new Map<string, unknown>();
  const balanceOf = (): PointBalance => ({
    balance: decimal(balance),
    pending: decimal(
      redemptions
        .filter((r) => r.status === 'inProcess')
        .reduce((sum, r) => sum + cents(r.points), 0),
    ),
    earned: '40.00',
  });
  bff.on('GET', '/wps/member/hasWithdrawalPassword', () => ok(options.passwordSet ?? true));
  bff.on('GET', '/wps/relay/MCS2_getPointBalance', () => ok(pointBalanceSchema.parse(balanceOf())));
  bff.on('GET', '/wps/relay/MCS2_getPointReward', () =>
    ok(pointRewardsSchema.parse({ list: rewards })),
  );
  bff.on('GET', '/wps/relay/MCS2_getPointConfig', () =>
    ok(
      pointConfigSchema.parse({
        rates: [
          { category: 'LIVE', rate: '0.70' },
          { category: 'SPORTS', rate: '1.00' },
          { category: 'FISH', rate: '1.20' },
          { category: 'RNG', rate: '1.20' },
          { category: 'PVP', rate: '1.00' },
          { category: 'ESPORTS', rate: '1.00' },
        ],
        convertRate: '0.01',
        minConvertPoints: 1,
        currency: 'USD',
      }),
    ),
  );
  bff.on('GET', '/wps/relay/MCS2_getRedeemPointList', () => {
    const list: RedeemList = {
      list: [...redemptions].reverse(),
      page: 1,
      pageSize: 20,
      total: redemptions.length,
    };
    return ok(redeemListSchema.parse(list));
  });
  bff.on('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', (request) => {
    const key = request.headers.get('Idempotency-Key') ?? '';
    const earlier = byKey.get(key);
    if (earlier) return ok(earlier);
    const body = request.body as { rewardId: number; password: string };
    if (body.password !== fakePaymentPassword)
      return fail('invalid.payment.pw', 400, { remaining: 4 });
    const found = rewards.find((r) => r.id === body.rewardId);
    if (!found) return fail('point.reward.not.found', 404, { field: 'rewardId' });
    if (found.stock < 1) return fail('point.reward.out.of.stock', 409);
    if (cents(found.cost) > balance) return fail('points.insufficient', 409);
    balance -= cents(found.cost);
    found.stock -= 1;
    const made: Redemption = {
      id: redemptions.length + 1,
      rewardId: found.id,
      rewardName: found.name,
      points: found.cost,
      status: 'inProcess',
      createdAt: Date.UTC(2026, 0, 10, 9),
      decidedAt: null,
    };
    redemptions.push(made);
    const answer = redeemRewardSchema.parse({ redemption: made, pointBalance: decimal(balance) });
    byKey.set(key, answer);
    return ok(answer);
  });
  bff.on('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', (request) => {
    const key = request.headers.get('Idempotency-Key') ?? '';
    const earlier = byKey.get(key);
    if (earlier) return ok(earlier);
    const body = request.body as { points: string; password: string };
    if (body.password !== fakePaymentPassword)
      return fail('invalid.payment.pw', 400, { remaining: 4 });
    const points = Number(body.points) * 100;
    if (points > balance) return fail('points.insufficient', 409);
    balance -= points;
    bff.balance += points / 10_000;
    const answer = pointConversionSchema.parse({
      id: byKey.size + 1,
      points: decimal(points),
      amount: decimal(points / 100),
      pointBalance: decimal(balance),
      balance: bff.balance.toFixed(2),
      createdAt: Date.UTC(2026, 0, 10, 9),
    });
    byKey.set(key, answer);
    return ok(answer);
  });
  return bff;
};

/** Cashback in memory: 12.34 due over two categories until claimed, paid once per key. */
export const withCashback = (bff: FakeBff) => {
  const dueNow: RebateDue = {
    categories: [
      { category: 'LIVE', validBet: '1000.00', rate: '0.50', amount: '5.00' },
      { category: 'RNG', validBet: '917.50', rate: '0.80', amount: '7.34' },
      { category: 'LOTT', validBet: '0.00', rate: '0.30', amount: '0.00' },
    ],
    validBet: '1917.50',
    amount: '12.34',
    lastClaimAt: null,
    currency: 'USD',
  };
  let due = dueNow;
  const history: RebateHistory = { list: [], page: 1, pageSize: 20, total: 0 };
  const byKey = new Map<string, unknown>();
  bff.on('GET', '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', () =>
    ok(rebateDueSchema.parse(due)),
  );
  bff.on('GET', '/wps/relay/MCSFE_getManualRebateHistory', () =>
    ok(rebateHistorySchema.parse(history)),
  );
  bff.on('POST', '/wps/relay/MCSFE_claimManualRebate', (request) => {
    const key = request.headers.get('Idempotency-Key') ?? '';
    const earlier = byKey.get(key);
    if (earlier) return ok(earlier);
    if (due.amount === '0.00') return fail('rebate.nothing.due', 409);
    const claimedAt = Date.UTC(2026, 0, 10, 9);
    const claim = {
      id: history.list.length + 1,
      categories: due.categories.filter((c) => c.validBet !== '0.00'),
      validBet: due.validBet,
      amount: due.amount,
      claimedAt,
    };
    bff.balance += Number(due.amount);
    history.list.unshift(claim);
    history.total += 1;
    due = {
      ...due,
      categories: due.categories.map((c) => ({ ...c, validBet: '0.00', amount: '0.00' })),
      validBet: '0.00',
      amount: '0.00',
      lastClaimAt: claimedAt,
    };
    const answer = rebateClaimResultSchema.parse({ claim, balance: bff.balance.toFixed(2) });
    byKey.set(key, answer);
    return ok(answer);
  });
  return bff;
};
