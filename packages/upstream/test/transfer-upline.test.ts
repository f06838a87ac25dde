import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TransferUplineInfo, UplineTransfer } from '@his/shared/schemas/transfer';
import { buildUpstream } from '../src/app.ts';
import { loadUpstreamConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { ledgerTotal } from '../src/ledger/balance.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { fakeClock } from './helpers/clock.ts';
import { fingerprint } from './helpers/db.ts';
import { trialToken } from './helpers/play.ts';
import { privateSchema } from './helpers/postgres.ts';
import { recordCall } from './helpers/records.ts';
import { readyTransferrer, transferUpline, uplineInfo } from './helpers/transfers.ts';
import { envelope, get, loginToken, startTestUpstream, testConfig } from './helpers/upstream.ts';
import { newKey, qaPost } from './helpers/withdrawals.ts';

interface Stack {
  app: FastifyInstance;
  db: Db;
}

const sumBalance = async (app: FastifyInstance, auth: Record<string, string>) =>
  (envelope(await get(app, '/wps/v2/wallets/balance', auth)).value as { sumBalance: number })
    .sumBalance;

const transferCount = async (db: Db) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'transfer.upline'`,
    )
  )[0]?.n;

/**
 * The checks both databases must pass: demo_down1 (100.00) transfers to demo_agent (5,000.00),
 * its upline in the seed.
 */
const moneyChecks = (stack: () => Stack) => {
  let down: Record<string, string>;
  let agent: Record<string, string>;
  beforeEach(async () => {
    await qaPost(stack().app, '/qa/reset', {});
    down = await readyTransferrer(stack().app, 'demo_down1');
    agent = { Authorization: await loginToken(stack().app, 'demo_agent', 'Demo1234') };
  });

  it('moves the amount from the member to the upline once, balanced', async () => {
    const { app, db } = stack();
    const response = await transferUpline(app, down, '40.25', { remark: 'for the team' });
    expect(response.statusCode, response.body).toBe(200);
    const transfer = envelope(response).value as UplineTransfer;
    expect(transfer).toMatchObject({
      amount: '40.25',
      upline: { account: 'demo_agent', nickname: 'Demo Agent' },
      balance: '59.75',
    });
    expect(transfer.id).toBeGreaterThan(0);
    expect(await sumBalance(app, down)).toBe(59.75);
    expect(await sumBalance(app, agent)).toBe(5_040.25);
    expect(await ledgerTotal(db)).toBe(0n);
    expect(await transferCount(db)).toBe(1);
  });

  it('answers a repeated key with the first transfer and moves nothing more', async () => {
    const { app, db } = stack();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => transferUpline(app, down, '10', { key })),
    );
    const again = await transferUpline(app, down, '10', { key });
    const ids = new Set([...answers, again].map((r) => (envelope(r).value as UplineTransfer).id));
    expect(ids.size).toBe(1);
    expect(await sumBalance(app, down)).toBe(90);
    expect(await sumBalance(app, agent)).toBe(5_010);
    expect(await transferCount(db)).toBe(1);
    const other = await transferUpline(app, down, '11', { key });
    expect(envelope(other).errorCode).toBe('idempotency.key.reused');
  });

  it('refuses more than the wallet holds and leaves it whole', async () => {
    const { app, db } = stack();
    const before = await fingerprint(db);
    const response = await transferUpline(app, down, '100.01');
    expect(response.statusCode).toBe(409);
    expect(envelope(response).errorCode).toBe('funds.insufficient');
    expect(await fingerprint(db)).toBe(before);
    expect(envelope(await transferUpline(app, down, '100')).success).toBe(true);
    expect(await sumBalance(app, down)).toBe(0);
  });
};

describe('transfer to upline (PGlite)', () => {
  let up: Awaited<ReturnType<typeof startTestUpstream>>;
  beforeAll(async () => {
    up = await startTestUpstream();
  });
  afterAll(() => up.close());

  moneyChecks(() => up);

  it('tells a downline its upline, balance and password state', async () => {
    await qaPost(up.app, '/qa/reset', {});
    const auth = { Authorization: await loginToken(up.app, 'demo_down2', 'Demo1234') };
    expect(envelope(await uplineInfo(up.app, auth)).value).toEqual({
      allowed: true,
      refusal: null,
      upline: { account: 'demo_agent', nickname: 'Demo Agent' },
      availableBalance: '200.00',
      currency: 'USD',
      paymentPasswordSet: false,
    } satisfies TransferUplineInfo);
  });

  it('counts wrong payment passwords and locks after five, moving nothing', async () => {
    await qaPost(up.app, '/qa/reset', {});
    const down = await readyTransferrer(up.app, 'demo_down1');
    for (const remaining of [4, 3, 2, 1]) {
      expect(
        envelope(await transferUpline(up.app, down, '5', { password: '000000' })),
      ).toMatchObject({ errorCode: 'invalid.payment.pw', value: { remaining } });
    }
    const locked = await transferUpline(up.app, down, '5', { password: '000000' });
    expect(locked.statusCode).toBe(429);
    expect(envelope(locked).errorCode).toBe('payment.password.locked');
    expect(envelope(await transferUpline(up.app, down, '5')).errorCode).toBe(
      'payment.password.locked',
    );
    expect(await sumBalance(up.app, down)).toBe(100);
    up.clock.advance(15 * 60_000);
    expect(envelope(await transferUpline(up.app, down, '5')).success).toBe(true);
  });

  it('refuses a member without an upline and a trial account, before the password', async () => {
    await qaPost(up.app, '/qa/reset', {});
    const player = await readyTransferrer(up.app, 'demo_player');
    const info = envelope(await uplineInfo(up.app, player)).value as TransferUplineInfo;
    expect(info).toMatchObject({ allowed: false, refusal: 'noUpline', upline: null });
    const trial = { Authorization: await trialToken(up.app) };
    expect(envelope(await uplineInfo(up.app, trial)).value).toMatchObject({
      allowed: false,
      refusal: 'trial',
    });
    const before = await fingerprint(up.db);
    const refused = await transferUpline(up.app, player, '10', { password: '000000' });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).errorCode).toBe('transfer.upline.not.allowed');
    expect(envelope(await transferUpline(up.app, trial, '10')).errorCode).toBe('account.trial');
    expect(await fingerprint(up.db)).toBe(before);
  });

  it('needs a payment password set', async () => {
    await qaPost(up.app, '/qa/reset', {});
    const auth = { Authorization: await loginToken(up.app, 'demo_down3', 'Demo1234') };
    expect(envelope(await transferUpline(up.app, auth, '10')).errorCode).toBe(
      'not.exists.payment.password',
    );
  });

  it.each([
    ['0'],
    ['0.00'],
    ['-10'],
    ['10.001'],
    ['1e3'],
    ['9999999999999'],
    ['abc'],
    [''],
    [12.5],
  ])('refuses the amount %j with a coded error and writes nothing', async (amount) => {
    await qaPost(up.app, '/qa/reset', {});
    const down = await readyTransferrer(up.app, 'demo_down1');
    const before = await fingerprint(up.db);
    const response = await transferUpline(up.app, down, amount);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errorCode).toBe('request_param_err');
    expect(await fingerprint(up.db)).toBe(before);
  });

  it('refuses a huge amount the schema allows as short funds, and a bad password or remark', async () => {
    await qaPost(up.app, '/qa/reset', {});
    const down = await readyTransferrer(up.app, 'demo_down1');
    const before = await fingerprint(up.db);
    expect(envelope(await transferUpline(up.app, down, '999999999999.99')).errorCode).toBe(
      'funds.insufficient',
    );
    for (const options of [
      { password: '12345' },
      { password: 123456 },
      { remark: 'x'.repeat(141) },
    ]) {
      expect(envelope(await transferUpline(up.app, down, '1', options)).errorCode).toBe(
        'request_param_err',
      );
    }
    expect(await fingerprint(up.db)).toBe(before);
  });

  it('shows in both members’ account records as TRANSFER_OUT and TRANSFER_IN', async () => {
    await qaPost(up.app, '/qa/reset', {});
    const down = await readyTransferrer(up.app, 'demo_down1');
    await transferUpline(up.app, down, '30');
    const agent = await loginToken(up.app, 'demo_agent', 'Demo1234');
    const [out] = (await recordCall(up.app, 'transactionHistory', down.Authorization ?? '')).list;
    const [into] = (await recordCall(up.app, 'transactionHistory', agent)).list;
    expect(out).toMatchObject({ type: 'TRANSFER_OUT', amount: '-30.00', balanceAfter: '70.00' });
    expect(into).toMatchObject({ type: 'TRANSFER_IN', amount: '30.00', balanceAfter: '5030.00' });
  });
});

const databaseUrl = loadUpstreamConfig(process.env).databaseUrl;
if (!databaseUrl)
  console.warn('DATABASE_URL is unset: the PostgreSQL variant of the transfer test was skipped');

describe.skipIf(!databaseUrl)('transfer to upline (PostgreSQL)', () => {
  let schema: Awaited<ReturnType<typeof privateSchema>>;
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    schema = await privateSchema(databaseUrl ?? '', 'upstream_transfer');
    app = await buildUpstream(testConfig({ databaseUrl: schema.url }), { clock: fakeClock() });
    db = await openPostgres(schema.url);
  });
  afterAll(async () => {
    await db?.close();
    await app?.close();
    await schema?.drop();
  });

  moneyChecks(() => ({ app, db }));
});
