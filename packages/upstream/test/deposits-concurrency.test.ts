import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildUpstream } from '../src/app.ts';
import { loadUpstreamConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { ledgerTotal } from '../src/ledger/balance.ts';
import { fakeClock } from './helpers/clock.ts';
import { balanceOf, createdDeposit, depositReport, newKey } from './helpers/deposits.ts';
import { privateSchema } from './helpers/postgres.ts';
import { loadTemplateDb } from './helpers/db.ts';
import { loginToken, qa, testConfig } from './helpers/upstream.ts';

const payTokenOf = async (app: FastifyInstance, path: string) =>
  /name="token" value="([0-9a-f]{32})"/.exec(
    (await app.inject({ method: 'GET', url: path })).body,
  )?.[1] ?? '';

/**
 * Twenty decisions of one order at once, half QA approvals and half Pay posts of the provider's
 * page, plus three rejections: one outcome, and if it is approval, one credit.
 */
const raceDecisions = async (app: FastifyInstance, db: Db) => {
  const token = await loginToken(app, 'demo_down1', 'Demo1234');
  const before = await balanceOf(app, token);
  const order = await createdDeposit(app, token, { channelId: 'QR_KHQR', amount: '33.33' });
  const path = new URL(order.payUrl).pathname;
  const payToken = await payTokenOf(app, path);
  const pay = () =>
    app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: payToken, action: 'pay' }).toString(),
    });
  const responses = await Promise.all([
    ...Array.from({ length: 10 }, () =>
      qa(app, '/qa/deposits/approve', { reference: order.reference }),
    ),
    ...Array.from({ length: 10 }, pay),
    ...Array.from({ length: 3 }, () =>
      qa(app, '/qa/deposits/reject', { reference: order.reference, reason: 'race' }),
    ),
  ]);
  expect(responses.every((r) => r.statusCode < 500)).toBe(true);
  const [shown] = (await depositReport(app, token, `?orderId=${order.id}`)).list;
  const credited = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1`,
    [`deposit:${order.id}`],
  );
  const changed = responses
    .filter((r) => r.headers['content-type']?.toString().startsWith('application/json'))
    .filter((r) => r.statusCode === 200 && r.json<{ changed: boolean }>().changed);
  expect(changed.length).toBeLessThanOrEqual(1);
  if (shown?.status === 'approved') {
    expect(credited[0]?.n).toBe(1);
    expect(await balanceOf(app, token)).toBeCloseTo(before + 33.33, 2);
  } else {
    expect(shown?.status).toBe('rejected');
    expect(credited[0]?.n).toBe(0);
    expect(await balanceOf(app, token)).toBe(before);
  }
  expect(await ledgerTotal(db)).toBe(0n);
};

/** Twenty requests with one key at once make one order. */
const raceOneKey = async (app: FastifyInstance) => {
  const token = await loginToken(app, 'demo_down2', 'Demo1234');
  const key = newKey();
  const orders = await Promise.all(
    Array.from({ length: 20 }, () =>
      createdDeposit(app, token, { channelId: 'EWALLET_WING', amount: '12' }, key),
    ),
  );
  expect(new Set(orders.map((o) => o.id)).size).toBe(1);
  expect((await depositReport(app, token)).totalCount).toBe(1);
};

describe('concurrent deposit decisions on PGlite', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await loadTemplateDb();
    app = await buildUpstream(testConfig(), { db, clock: fakeClock() });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('credit an approved order exactly once', async () => {
    for (let round = 0; round < 3; round += 1) await raceDecisions(app, db);
  });

  it('make one order of one idempotency key', async () => {
    await raceOneKey(app);
  });
});

const databaseUrl = loadUpstreamConfig(process.env).databaseUrl;
if (!databaseUrl)
  console.warn(
    'DATABASE_URL is unset: the PostgreSQL variant of the deposit concurrency test was skipped',
  );

describe.skipIf(!databaseUrl)('concurrent deposit decisions on PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof privateSchema>>;
  let app: FastifyInstance;
  let reader: Db;
  beforeAll(async () => {
    schema = await privateSchema(databaseUrl ?? '', 'upstream_deposits');
    app = await buildUpstream(testConfig({ databaseUrl: schema.url }), { clock: fakeClock() });
    reader = await openPostgres(schema.url);
  });
  afterAll(async () => {
    await reader?.close();
    await app?.close();
    await schema?.drop();
  });

  it('credit an approved order exactly once', async () => {
    for (let round = 0; round < 5; round += 1) await raceDecisions(app, reader);
  });

  it('make one order of one idempotency key', async () => {
    await raceOneKey(app);
  });
});
