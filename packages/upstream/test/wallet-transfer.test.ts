import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { WalletRecall, WalletTransfer } from '@his/shared/schemas/wallet-transfer';
import { buildUpstream } from '../src/app.ts';
import { loadUpstreamConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { ledgerTotal } from '../src/ledger/balance.ts';
import { fakeClock } from './helpers/clock.ts';
import { fingerprint } from './helpers/db.ts';
import { trialToken } from './helpers/play.ts';
import { privateSchema } from './helpers/postgres.ts';
import { recordCall } from './helpers/records.ts';
import {
  envelope,
  get,
  loginToken,
  resetData,
  startTestUpstream,
  testConfig,
} from './helpers/upstream.ts';
import { qaWallets, recallAll, setWalletMode, walletTransfer } from './helpers/wallets.ts';
import { newKey } from './helpers/withdrawals.ts';

interface Stack {
  app: FastifyInstance;
  db: Db;
}

const main = 2;

const balanceOf = async (app: FastifyInstance, auth: Record<string, string>) =>
  envelope(await get(app, '/wps/v2/wallets/balance', auth)).value as {
    sumBalance: number;
    balance: { accountTypeId: number; availBalance: number }[];
  };

const negativeWallets = async (db: Db) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_accounts WHERE kind = 'member' AND balance_cents < 0`,
    )
  )[0]?.n;

/**
 * The checks both databases must pass: demo_down1 (100.00) moves money between its main wallet
 * and the vendors' wallets once the merchant is multi-wallet.
 */
const moneyChecks = (stack: () => Stack) => {
  let auth: Record<string, string>;
  let vendorA: number;
  let vendorB: number;
  beforeEach(async () => {
    await resetData(stack().app);
    const wallets = await setWalletMode(stack().app, 'multi');
    [vendorA, vendorB] = wallets.map((w) => w.accountTypeId) as [number, number];
    auth = { Authorization: await loginToken(stack().app, 'demo_down1', 'Demo1234') };
  });

  it('moves money into a vendor wallet and back, balanced, sumBalance unchanged', async () => {
    const { app, db } = stack();
    const into = await walletTransfer(app, auth, { from: main, to: vendorA, amount: '40.25' });
    expect(into.statusCode, into.body).toBe(200);
    const transfer = envelope(into).value as WalletTransfer;
    expect(transfer).toMatchObject({ from: main, to: vendorA, amount: '40.25' });
    expect(transfer.wallets).toContainEqual({ accountTypeId: main, balance: '59.75' });
    expect(transfer.wallets).toContainEqual({ accountTypeId: vendorA, balance: '40.25' });
    expect(transfer.wallets).toContainEqual({ accountTypeId: vendorB, balance: '0.00' });
    const out = await walletTransfer(app, auth, { from: vendorA, to: main, amount: '0.25' });
    expect(envelope(out).value).toMatchObject({ from: vendorA, to: main, amount: '0.25' });
    const balance = await balanceOf(app, auth);
    expect(balance.sumBalance).toBe(100);
    expect(balance.balance).toContainEqual({ accountTypeId: main, availBalance: 60 });
    expect(balance.balance).toContainEqual({ accountTypeId: vendorA, availBalance: 40 });
    expect(balance.balance).toContainEqual({ accountTypeId: vendorB, availBalance: 0 });
    expect(await ledgerTotal(db)).toBe(0n);
  });

  it('recalls every vendor wallet to the main one in one transaction', async () => {
    const { app, db } = stack();
    await walletTransfer(app, auth, { from: main, to: vendorA, amount: '30' });
    await walletTransfer(app, auth, { from: main, to: vendorB, amount: '20.50' });
    const response = await recallAll(app, auth);
    expect(response.statusCode, response.body).toBe(200);
    const recall = envelope(response).value as WalletRecall;
    expect(recall.amount).toBe('50.50');
    expect(recall.recalled).toEqual([
      { accountTypeId: vendorA, amount: '30.00' },
      { accountTypeId: vendorB, amount: '20.50' },
    ]);
    expect(recall.wallets).toContainEqual({ accountTypeId: main, balance: '100.00' });
    const entries = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE transaction_id = $1`,
      [recall.id],
    );
    expect(entries[0]?.n).toBe(3);
    const empty = envelope(await recallAll(app, auth)).value as WalletRecall;
    expect(empty).toMatchObject({ id: null, amount: '0.00', recalled: [] });
    expect(await ledgerTotal(db)).toBe(0n);
  });

  it('answers a repeated key with the first result and moves nothing more', async () => {
    const { app, db } = stack();
    const key = newKey();
    const body = { from: main, to: vendorA, amount: '10' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => walletTransfer(app, auth, body, key)),
    );
    const again = await walletTransfer(app, auth, body, key);
    const ids = new Set([...answers, again].map((r) => (envelope(r).value as WalletTransfer).id));
    expect(ids.size).toBe(1);
    expect((await qaWallets(app, 'demo_down1')).wallets).toContainEqual({
      accountTypeId: vendorA,
      balance: '10.00',
    });
    expect(
      envelope(await walletTransfer(app, auth, { ...body, amount: '11' }, key)).errorCode,
    ).toBe('idempotency.key.reused');
    const recallKey = newKey();
    const recalls = await Promise.all([
      recallAll(app, auth, recallKey),
      recallAll(app, auth, recallKey),
    ]);
    expect(new Set(recalls.map((r) => (envelope(r).value as WalletRecall).id)).size).toBe(1);
    expect((await qaWallets(app, 'demo_down1')).wallets[0]).toEqual({
      accountTypeId: main,
      balance: '100.00',
    });
    expect(await ledgerTotal(db)).toBe(0n);
  });

  it('keeps the ledger balanced and no wallet negative under many concurrent moves', async () => {
    const { app, db } = stack();
    const moves = Array.from({ length: 120 }, (_, n) => {
      if (n % 15 === 14) return recallAll(app, auth);
      const vendor = n % 2 === 0 ? vendorA : vendorB;
      const inward = n % 3 !== 0;
      return walletTransfer(app, auth, {
        from: inward ? main : vendor,
        to: inward ? vendor : main,
        amount: `${(n % 7) + 3}.${String(n % 100).padStart(2, '0')}`,
      });
    });
    const answers = await Promise.all(moves);
    for (const answer of answers) {
      if (answer.statusCode !== 200) expect(envelope(answer).errorCode).toBe('funds.insufficient');
    }
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    const wallets = await qaWallets(app, 'demo_down1');
    expect(wallets.total).toBe('100.00');
    expect(await negativeWallets(db)).toBe(0);
    expect(await ledgerTotal(db)).toBe(0n);
  });

  it('refuses more than the source holds and leaves everything whole', async () => {
    const { app, db } = stack();
    const before = await fingerprint(db);
    const response = await walletTransfer(app, auth, { from: main, to: vendorA, amount: '100.01' });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).errorCode).toBe('funds.insufficient');
    expect(
      envelope(await walletTransfer(app, auth, { from: vendorA, to: main, amount: '0.01' }))
        .errorCode,
    ).toBe('funds.insufficient');
    expect(await fingerprint(db)).toBe(before);
  });
};

describe('wallet transfers (PGlite)', () => {
  let up: Awaited<ReturnType<typeof startTestUpstream>>;
  beforeAll(async () => {
    up = await startTestUpstream();
  });
  afterAll(() => up.close());

  moneyChecks(() => up);

  it('is single by default: merchantWallet says so and transfers are refused', async () => {
    await resetData(up.app);
    const auth = { Authorization: await loginToken(up.app, 'demo_down1', 'Demo1234') };
    expect(envelope(await get(up.app, '/wps/relay/GCS_merchantWallet', auth)).value).toEqual({
      isSingle: true,
    });
    expect((await balanceOf(up.app, auth)).balance).toEqual([
      { accountTypeId: main, availBalance: 100 },
    ]);
    const before = await fingerprint(up.db);
    const refused = await walletTransfer(up.app, auth, { from: main, to: 100, amount: '1' });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).errorCode).toBe('wallet.single');
    expect(await fingerprint(up.db)).toBe(before);
  });

  it('lists the vendor wallets with stable type ids and names in multi mode', async () => {
    await resetData(up.app);
    const first = await setWalletMode(up.app, 'multi');
    expect(first.length).toBeGreaterThan(5);
    expect(first.map((w) => w.accountTypeId)).toEqual(first.map((_, n) => 100 + n));
    expect(first.some((w) => w.vendorCode === 'HIS')).toBe(false);
    await setWalletMode(up.app, 'single');
    expect(await setWalletMode(up.app, 'multi')).toEqual(first);
    const auth = { Authorization: await loginToken(up.app, 'demo_down1', 'Demo1234') };
    expect(envelope(await get(up.app, '/wps/relay/GCS_merchantWallet', auth)).value).toEqual({
      isSingle: false,
      wallets: first,
    });
    const balance = await balanceOf(up.app, auth);
    expect(balance.balance).toHaveLength(first.length + 1);
    expect(balance.sumBalance).toBe(100);
  });

  it('keeps money left in a vendor wallet after going single, and recall still returns it', async () => {
    await resetData(up.app);
    const [vendor] = await setWalletMode(up.app, 'multi');
    const auth = { Authorization: await loginToken(up.app, 'demo_down1', 'Demo1234') };
    await walletTransfer(up.app, auth, { from: main, to: vendor?.accountTypeId, amount: '25' });
    await setWalletMode(up.app, 'single');
    const balance = await balanceOf(up.app, auth);
    expect(balance).toMatchObject({
      sumBalance: 100,
      balance: [
        { accountTypeId: main, availBalance: 75 },
        { accountTypeId: vendor?.accountTypeId, availBalance: 25 },
      ],
    });
    expect(envelope(await recallAll(up.app, auth)).value).toMatchObject({ amount: '25.00' });
    expect((await balanceOf(up.app, auth)).balance).toContainEqual({
      accountTypeId: main,
      availBalance: 100,
    });
  });

  it('shows as TRANSFER_OUT and TRANSFER_IN in the account record, per wallet', async () => {
    await resetData(up.app);
    const [vendor] = await setWalletMode(up.app, 'multi');
    const token = await loginToken(up.app, 'demo_down1', 'Demo1234');
    await walletTransfer(
      up.app,
      { Authorization: token },
      { from: main, to: vendor?.accountTypeId, amount: '30' },
    );
    const list = (await recordCall(up.app, 'transactionHistory', token)).list.slice(0, 2);
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'TRANSFER_OUT', amount: '-30.00', balanceAfter: '70.00' }),
        expect.objectContaining({ type: 'TRANSFER_IN', amount: '30.00', balanceAfter: '30.00' }),
      ]),
    );
  });

  it.each([
    [{ amount: '0' }, 'request_param_err'],
    [{ amount: '0.00' }, 'request_param_err'],
    [{ amount: '-10' }, 'request_param_err'],
    [{ amount: '10.001' }, 'request_param_err'],
    [{ amount: '1e3' }, 'request_param_err'],
    [{ amount: '9999999999999' }, 'request_param_err'],
    [{ amount: 'abc' }, 'request_param_err'],
    [{ amount: '' }, 'request_param_err'],
    [{ amount: 12.5 }, 'request_param_err'],
    [{ from: '2' }, 'request_param_err'],
    [{ to: 'main' }, 'request_param_err'],
    [{ extra: true }, 'request_param_err'],
    [{ amount: '999999999999.99' }, 'funds.insufficient'],
    [{ to: 99 }, 'wallet.unknown'],
    [{ from: 3 }, 'wallet.unknown'],
    [{ to: 2 }, 'wallet.transfer.same'],
    [{ from: 101 }, 'wallet.transfer.main.only'],
  ])('refuses %j with %s and writes nothing', async (change, code) => {
    await resetData(up.app);
    await setWalletMode(up.app, 'multi');
    const auth = { Authorization: await loginToken(up.app, 'demo_down1', 'Demo1234') };
    const before = await fingerprint(up.db);
    const response = await walletTransfer(up.app, auth, {
      from: main,
      to: 100,
      amount: '1',
      ...change,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(envelope(response).errorCode).toBe(code);
    expect(await fingerprint(up.db)).toBe(before);
  });

  it('refuses a missing key, a trial account and no session, writing nothing', async () => {
    await resetData(up.app);
    await setWalletMode(up.app, 'multi');
    const body = { from: main, to: 100, amount: '1' };
    const auth = { Authorization: await loginToken(up.app, 'demo_down1', 'Demo1234') };
    const trial = { Authorization: await trialToken(up.app) };
    const before = await fingerprint(up.db);
    const noKey = await walletTransfer(up.app, auth, body, 'short');
    expect(envelope(noKey).errorCode).toBe('request_param_err');
    expect(envelope(await walletTransfer(up.app, trial, body)).errorCode).toBe('account.trial');
    expect(envelope(await recallAll(up.app, trial)).errorCode).toBe('account.trial');
    expect(envelope(await walletTransfer(up.app, {}, body)).errorCode).toBe('login.not.session');
    expect(await fingerprint(up.db)).toBe(before);
  });
});

const databaseUrl = loadUpstreamConfig(process.env).databaseUrl;
if (!databaseUrl)
  console.warn('DATABASE_URL is unset: the PostgreSQL variant of the wallet test was skipped');

describe.skipIf(!databaseUrl)('wallet transfers (PostgreSQL)', () => {
  let schema: Awaited<ReturnType<typeof privateSchema>>;
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    schema = await privateSchema(databaseUrl ?? '', 'upstream_wallets');
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
