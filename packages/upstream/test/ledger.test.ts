import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { houseTotals, ledgerTotal } from '../src/ledger/balance.ts';
import { LedgerError, postTransaction } from '../src/ledger/post.ts';
import { fingerprint } from './helpers/db.ts';
import { balanceCents, concurrentWithdrawals, demoIds } from './helpers/ledger.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { resetData, send, startTestUpstream } from './helpers/upstream.ts';

let up: TestUpstream;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up.close());
beforeEach(() => resetData(up.app));

const now = new Date('2026-01-10T10:00:00Z');

describe('double-entry ledger', () => {
  it('sums to zero after the seed, with the demo opening balances', async () => {
    expect(await ledgerTotal(up.db)).toBe(0n);
    expect(await balanceCents(up.db, (await demoIds(up.db)).memberId)).toBe(1_000_000n);
    expect(await balanceCents(up.db, (await demoIds(up.db, 'demo_agent')).memberId)).toBe(500_000n);
    expect(await balanceCents(up.db, (await demoIds(up.db, 'demo_change')).memberId)).toBe(0n);
  });

  it('still sums to zero after free play, the demo credit coming from the house trial account', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await send(
        up.app,
        'POST',
        '/wps/session/login/freeplay',
        {},
        { 'X-Forwarded-For': `198.51.100.${i + 1}` },
      );
      expect(response.statusCode).toBe(200);
    }
    expect(await ledgerTotal(up.db)).toBe(0n);
    expect((await houseTotals(up.db, (await demoIds(up.db)).trialId)).cents).toBe(-600_000n);
  });

  it('lets the database refuse an unbalanced transaction, whoever writes it', async () => {
    const ids = await demoIds(up.db);
    const before = await fingerprint(up.db);
    const write = up.db.transaction(async (tx) => {
      const [txn] = await tx.query<{ id: number }>(
        `INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, created_at)
         VALUES ($1, 'test', 'raw-unbalanced', $2) RETURNING id`,
        [ids.merchantId, now],
      );
      await tx.query(
        'INSERT INTO ledger_entries (transaction_id, account_id, amount_cents) VALUES ($1, $2, 500)',
        [txn?.id ?? 0, ids.walletId],
      );
    });
    await expect(write).rejects.toThrow(/unbalanced/);
    expect(await fingerprint(up.db)).toBe(before);
  });

  it('refuses a transaction without entries', async () => {
    const ids = await demoIds(up.db);
    const write = up.db.transaction((tx) =>
      tx.query(
        `INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, created_at)
         VALUES ($1, 'test', 'raw-empty', $2)`,
        [ids.merchantId, now],
      ),
    );
    await expect(write).rejects.toThrow(/unbalanced/);
  });

  it('never rewrites history', async () => {
    await expect(
      up.db.query('UPDATE ledger_entries SET amount_cents = amount_cents * 2'),
    ).rejects.toThrow(/append-only/);
    await expect(up.db.query('DELETE FROM ledger_transactions')).rejects.toThrow(/append-only/);
  });

  it('refuses to overdraw a wallet and writes nothing', async () => {
    const ids = await demoIds(up.db);
    const before = await fingerprint(up.db);
    const write = up.db.transaction((tx) =>
      postTransaction(tx, {
        merchantId: ids.merchantId,
        kind: 'test',
        idempotencyKey: 'overdraw',
        legs: [
          { accountId: ids.walletId, amountCents: -1_000_001n },
          { accountId: ids.fundingId, amountCents: 1_000_001n },
        ],
        now,
      }),
    );
    await expect(write).rejects.toThrow(new LedgerError('insufficient_funds'));
    expect(await fingerprint(up.db)).toBe(before);
  });

  it('refuses legs that do not sum to zero before touching the database', async () => {
    const ids = await demoIds(up.db);
    const write = up.db.transaction((tx) =>
      postTransaction(tx, {
        merchantId: ids.merchantId,
        kind: 'test',
        idempotencyKey: 'uneven',
        legs: [
          { accountId: ids.walletId, amountCents: 100n },
          { accountId: ids.fundingId, amountCents: -99n },
        ],
        now,
      }),
    );
    await expect(write).rejects.toThrow(new LedgerError('unbalanced'));
  });

  it('rolls back everything when an account is unknown', async () => {
    const ids = await demoIds(up.db);
    const before = await fingerprint(up.db);
    const write = up.db.transaction((tx) =>
      postTransaction(tx, {
        merchantId: ids.merchantId,
        kind: 'test',
        idempotencyKey: 'ghost',
        legs: [
          { accountId: ids.fundingId, amountCents: -100n },
          { accountId: 999_999, amountCents: 100n },
        ],
        now,
      }),
    );
    await expect(write).rejects.toThrow(new LedgerError('unknown_account'));
    expect(await fingerprint(up.db)).toBe(before);
  });

  it('moves money once for a repeated idempotency key', async () => {
    const ids = await demoIds(up.db);
    const post = () =>
      up.db.transaction((tx) =>
        postTransaction(tx, {
          merchantId: ids.merchantId,
          kind: 'test.bonus',
          idempotencyKey: 'bonus:1',
          legs: [
            { accountId: ids.fundingId, amountCents: -2_500n },
            { accountId: ids.walletId, amountCents: 2_500n },
          ],
          now,
        }),
      );
    const first = await post();
    const second = await post();
    expect(second).toEqual({ transactionId: first.transactionId, replayed: true });
    expect(await balanceCents(up.db, ids.memberId)).toBe(1_002_500n);
  });

  it('never lets concurrent withdrawals overdraw a wallet', async () => {
    const outcome = await concurrentWithdrawals(up.db);
    expect(outcome.succeeded).toBe(10);
    expect(outcome.balance).toBe(0n);
    expect(outcome.reasons.every((r) => r.includes('insufficient_funds'))).toBe(true);
    expect(await ledgerTotal(up.db)).toBe(0n);
  });
});
