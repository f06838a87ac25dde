import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { envelopeSchema } from '@his/shared/envelope';
import {
  promotionDetailSchema,
  promotionListSchema,
  rewardCenterSchema,
  rewardSchema,
  type PromotionStatus,
} from '@his/shared/schemas/promotions';
import { buildUpstream } from '../src/app.ts';
import { loadUpstreamConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { houseTotals, ledgerTotal } from '../src/ledger/balance.ts';
import { fakeClock } from './helpers/clock.ts';
import { privateSchema } from './helpers/postgres.ts';
import {
  applyFor,
  approvedBonus,
  claimRaffle,
  claimReward,
  detailOf,
  joinEvent,
  promotionId,
  qaDecide,
  rewardCenterOf,
  schedulePromotionsAt,
  tinyJpeg,
  tinyPng,
} from './helpers/promotions.ts';
import type { RecordStack } from './helpers/records.ts';
import {
  cents,
  movementRows,
  playSome,
  recordCall,
  walletCents,
  wideRange,
} from './helpers/records.ts';
import { get, loginToken, qa, startTestUpstream, testConfig } from './helpers/upstream.ts';

type Auth = Record<string, string>;

const dayMs = 86_400_000;

/** The value of a successful envelope, parsed with the call's schema. */
const answer = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => {
  const value = envelopeSchema(schema).parse(body).value;
  if (value === null || value === undefined) throw new Error('no value');
  return value;
};

const statusesOf = async (app: FastifyInstance, auth: Auth = {}) => {
  const response = await get(app, '/wps/relay/MCSFE_getPromotionList', auth);
  expect(response.statusCode, response.body).toBe(200);
  const list = answer(promotionListSchema, response.json());
  return Object.fromEntries(list.list.map((row) => [row.title.EN, row.status]));
};

const detail = async (app: FastifyInstance, auth: Auth, id: number) => {
  const response = await detailOf(app, auth, id);
  expect(response.statusCode, response.body).toBe(200);
  return answer(promotionDetailSchema, response.json());
};

const promotionsHouse = async (db: Db) => {
  const [house] = await db.query<{ id: number }>(
    `SELECT id FROM ledger_accounts WHERE code = 'house:promotions'`,
  );
  return houseTotals(db, house?.id ?? 0);
};

const rewardOf = (body: unknown) => answer(rewardSchema, body);

/** The promotion checks every backend must pass, on a stack whose clock the test moves. */
const promotionChecks = (stack: () => RecordStack) => {
  let player: Auth;
  let token: string;
  beforeAll(async () => {
    const { app, db, clock } = stack();
    await schedulePromotionsAt(db, clock.now());
    token = await loginToken(app, 'demo_player', 'Demo1234');
    player = { Authorization: token };
  });

  it('lists categories and the schedule statuses for a visitor, open ones first', async () => {
    const { app } = stack();
    const response = await get(app, '/wps/relay/MCSFE_getPromotionList');
    const list = answer(promotionListSchema, response.json());
    expect(list.categories).toEqual(['welcome', 'deposit', 'games', 'raffle']);
    expect(list.list.map((row) => row.status)).toEqual([
      'join',
      'join',
      'claim',
      'join',
      'comingSoon',
      'close',
    ]);
    const deposit = await get(app, '/wps/relay/MCSFE_getPromotionList?category=deposit');
    const deposits = answer(promotionListSchema, deposit.json()).list;
    expect(deposits.map((row) => row.title.EN)).toEqual([
      'Weekend reload 50.00',
      'Lunar New Year reload 88.00',
    ]);
    expect(deposits[0]?.bonus).toBe('50.00');
    expect(deposits[0]?.title.KM).toBe('ប្រាក់បន្ថែមចុងសប្តាហ៍ 50.00');
  });

  it('walks an application through applying, approved (claim), paid once (process, claimed)', async () => {
    const { app, db } = stack();
    const id = await promotionId(db, 'welcome_bonus');
    const before = await walletCents(app, token);
    const applied = await applyFor(app, player, {
      promotionId: id,
      remark: '  First deposit, order 8841  ',
      images: [tinyPng, tinyJpeg],
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const application = applied.json<{ value: { id: number; remark: string; images: number } }>()
      .value;
    expect(application).toMatchObject({ remark: 'First deposit, order 8841', images: 2 });
    expect((await statusesOf(app, player))['Welcome bonus 18.00']).toBe('applying');
    const [stored] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM promotion_application_images WHERE application_id = $1`,
      [application.id],
    );
    expect(stored?.n).toBe(2);

    expect((await qaDecide(app, application.id, true)).statusCode).toBe(200);
    // A second decision on the same application is refused: one bonus per approval.
    expect((await qaDecide(app, application.id, true)).statusCode).toBe(400);
    const shown = await detail(app, player, id);
    expect(shown.status).toBe('claim');
    expect(shown.application?.status).toBe('approved');
    expect(shown.reward).toMatchObject({ state: 'waiting', amount: '18.00', wagering: null });
    expect(await walletCents(app, token)).toBe(before);

    const center = answer(rewardCenterSchema, (await rewardCenterOf(app, player)).json());
    const reward = center.waiting.find((row) => row.promotionId === id);
    if (!reward) throw new Error('no waiting reward');

    const claimed = await claimReward(app, player, reward.id);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(rewardOf(claimed.json())).toMatchObject({
      state: 'claimed',
      wagering: { required: '90.00', valid: '0.00', done: false },
    });
    expect(await walletCents(app, token)).toBe(before + 1800n);
    expect((await statusesOf(app, player))['Welcome bonus 18.00']).toBe('process');
    const again = await claimReward(app, player, reward.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'promotion.reward.claimed' });
    expect(await walletCents(app, token)).toBe(before + 1800n);

    // The bonus shows once as BONUS in the account record and in the bonus details.
    const bonuses = (await movementRows(app, token, { type: 'BONUS' })).filter(
      (row) => row.amount === '18.00',
    );
    expect(bonuses).toHaveLength(1);
    const details = await recordCall(app, 'bonusDetails', token, wideRange);
    expect(details.list.some((row) => row.amount === '18.00')).toBe(true);
  });

  it('tracks the wagering from the member’s settled bets since the claim', async () => {
    const { app, db } = stack();
    const id = await promotionId(db, 'welcome_bonus');
    const played = await playSome(stack(), token, { slots: 4, lottery: true, prefix: 'wager' });
    const shown = await detail(app, player, id);
    expect(shown.reward?.wagering).toEqual({
      required: '90.00',
      valid: (Number(played.stakeCents) / 100).toFixed(2),
      done: played.stakeCents >= 9000n,
    });
    const rounds = Math.ceil(Number(9000n - played.stakeCents) / 500) + 1;
    const more = await playSome(stack(), token, {
      slots: Math.max(rounds, 1),
      lottery: true,
      prefix: 'wager2',
    });
    const after = await detail(app, player, id);
    expect(cents(after.reward?.wagering?.valid ?? '0')).toBe(played.stakeCents + more.stakeCents);
    expect(after.reward?.wagering?.done).toBe(true);
    expect(after.status).toBe('claimed');
  });

  it('pays one of 100 parallel claims of one reward, and the ledger stays balanced', async () => {
    const { app, db } = stack();
    const own = { Authorization: await loginToken(app, 'demo_down3', 'Demo1234') };
    const reward = await approvedBonus(app, db, own);
    const before = await walletCents(app, own.Authorization);
    const house = await promotionsHouse(db);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => claimReward(app, own, reward.id)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(99);
    expect(await walletCents(app, own.Authorization)).toBe(before + 1800n);
    expect((await promotionsHouse(db)).cents).toBe(house.cents - 1800n);
    expect(await ledgerTotal(db)).toBe(0n);
  });

  it('answers a repeated claim under one key with the first result', async () => {
    const { app, db } = stack();
    const own = { Authorization: await loginToken(app, 'demo_down2', 'Demo1234') };
    const reward = await approvedBonus(app, db, own);
    const before = await walletCents(app, own.Authorization);
    const first = await claimReward(app, own, reward.id, 'same-key-0123456789');
    const second = await claimReward(app, own, reward.id, 'same-key-0123456789');
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await walletCents(app, own.Authorization)).toBe(before + 1800n);
  });

  it('draws a raffle once: 100 parallel claims pay one prize of the table', async () => {
    const { app, db } = stack();
    const id = await promotionId(db, 'lucky_raffle');
    const before = await walletCents(app, token);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => claimRaffle(app, player, id)),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(answer.json()).toMatchObject({ errorCode: 'promotion.raffle.drawn' });
    }
    const prize = rewardOf(won[0]?.json());
    expect(['1.00', '5.00', '18.00', '88.00']).toContain(prize.amount);
    expect(prize).toMatchObject({ source: 'raffle', state: 'claimed' });
    expect(prize.wagering?.required).toBe(prize.amount);
    expect(await walletCents(app, token)).toBe(before + cents(prize.amount));
    const shown = await detail(app, player, id);
    expect(shown.status).toBe('issued');
    expect(shown.prizes).toEqual(['88.00', '18.00', '5.00', '1.00']);
    const center = answer(rewardCenterSchema, (await rewardCenterOf(app, player)).json());
    expect(center.history.filter((row) => row.source === 'raffle')).toHaveLength(1);
    expect(await ledgerTotal(db)).toBe(0n);
  });

  it('joins an event once and shows joined', async () => {
    const { app, db } = stack();
    const id = await promotionId(db, 'slots_tournament');
    expect((await joinEvent(app, player, id)).statusCode).toBe(200);
    const again = await joinEvent(app, player, id);
    expect(again.statusCode).toBe(200);
    expect(answer(promotionDetailSchema, again.json()).status).toBe('joined');
  });

  it('shows rejected, lets the member apply again, and follows the schedule', async () => {
    const { app, db, clock } = stack();
    const id = await promotionId(db, 'weekend_reload');
    const own = { Authorization: await loginToken(app, 'demo_down1', 'Demo1234') };
    const first = await applyFor(app, own, { promotionId: id, remark: 'Order 1', images: [] });
    const firstId = first.json<{ value: { id: number } }>().value.id;
    const twice = await applyFor(app, own, { promotionId: id, remark: 'Order 2', images: [] });
    expect(twice.json()).toMatchObject({ errorCode: 'promotion.already.applied' });
    await qaDecide(app, firstId, false);
    expect((await statusesOf(app, own))['Weekend reload 50.00']).toBe('rejected');
    const second = await applyFor(app, own, { promotionId: id, remark: 'Order 3', images: [] });
    expect(second.statusCode).toBe(200);
    expect((await statusesOf(app, own))['Weekend reload 50.00']).toBe('applying');

    const lunar = await promotionId(db, 'lunar_reload');
    const early = await applyFor(app, own, { promotionId: lunar, remark: 'Early', images: [] });
    expect(early.json()).toMatchObject({
      errorCode: 'promotion.not.open',
      value: { status: 'comingSoon' },
    });
    clock.advance(11 * dayMs);
    const statuses: Record<string, PromotionStatus> = await statusesOf(app, own);
    expect(statuses['Lunar New Year reload 88.00']).toBe('join');
    clock.advance(-11 * dayMs);
  });
};

describe('promotions (PGlite)', () => {
  let up: Awaited<ReturnType<typeof startTestUpstream>>;
  beforeAll(async () => {
    up = await startTestUpstream();
  });
  afterAll(() => up.close());

  promotionChecks(() => up);

  it('ends a promotion through the QA control: a draw is then refused', async () => {
    const { app, db } = up;
    const closed = await qa(app, '/qa/promotions/close', { code: 'weekend_reload' });
    expect(closed.statusCode, closed.body).toBe(200);
    const own = { Authorization: await loginToken(app, 'demo_down2', 'Demo1234') };
    const applied = await applyFor(app, own, {
      promotionId: await promotionId(db, 'weekend_reload'),
      remark: 'Too late',
      images: [],
    });
    expect(applied.json()).toMatchObject({
      errorCode: 'promotion.not.open',
      value: { status: 'close' },
    });
  });

  it('refuses trial accounts the member actions with account.trial', async () => {
    const { app, db } = up;
    const trial = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { Merchant: 'hisdemo1', 'content-type': 'application/json' },
      payload: JSON.stringify({ os: 'linux', platform: 'W' }),
    });
    const auth = { Authorization: trial.json<{ value: { token: string } }>().value.token };
    const raffle = await claimRaffle(app, auth, await promotionId(db, 'lucky_raffle'));
    expect(raffle.statusCode).toBe(403);
    expect(raffle.json()).toMatchObject({ errorCode: 'account.trial' });
    expect((await rewardCenterOf(app, auth)).json()).toMatchObject({ errorCode: 'account.trial' });
    const applied = await applyFor(app, auth, {
      promotionId: await promotionId(db, 'welcome_bonus'),
      remark: 'Trial',
      images: [],
    });
    expect(applied.json()).toMatchObject({ errorCode: 'account.trial' });
    // The list still answers a trial account, as a visitor sees it.
    expect((await statusesOf(app, auth))['Lucky raffle']).toBe('claim');
  });
});

const databaseUrl = loadUpstreamConfig(process.env).databaseUrl;
if (!databaseUrl)
  console.warn('DATABASE_URL is unset: the PostgreSQL variant of the promotions test was skipped');

describe.skipIf(!databaseUrl)('promotions (PostgreSQL)', () => {
  let schema: Awaited<ReturnType<typeof privateSchema>>;
  let app: FastifyInstance;
  let db: Db;
  const clock = fakeClock();
  beforeAll(async () => {
    schema = await privateSchema(databaseUrl ?? '', 'upstream_promotions');
    app = await buildUpstream(testConfig({ databaseUrl: schema.url }), { clock });
    db = await openPostgres(schema.url);
  });
  afterAll(async () => {
    await db?.close();
    await app?.close();
    await schema?.drop();
  });

  promotionChecks(() => ({ app, db, clock }));
});
