import type { Queryable } from '../db/db.ts';

interface Leg {
  accountId: number;
  /** Positive credits the account, negative debits it. */
  amountCents: bigint;
}

export interface PostInput {
  merchantId: number;
  kind: string;
  /** Same key, same transaction: a retried request never moves money twice. */
  idempotencyKey: string;
  memo?: string;
  legs: Leg[];
  now: Date;
}

export type LedgerFailure =
  'unbalanced' | 'insufficient_funds' | 'unknown_account' | 'currency_mismatch';

export class LedgerError extends Error {
  readonly reason: LedgerFailure;

  constructor(reason: LedgerFailure) {
    super(`ledger: ${reason}`);
    this.name = 'LedgerError';
    this.reason = reason;
  }
}

const checkShape = (legs: Leg[]) => {
  const ids = new Set(legs.map((leg) => leg.accountId));
  const sum = legs.reduce((total, leg) => total + leg.amountCents, 0n);
  if (legs.length < 2 || ids.size !== legs.length || sum !== 0n)
    throw new LedgerError('unbalanced');
  if (legs.some((leg) => leg.amountCents === 0n)) throw new LedgerError('unbalanced');
};

interface LockedAccount {
  id: number;
  merchantId: number;
  allowNegative: boolean;
  currency: string;
}

/**
 * Posts one balanced transaction. Must run inside `db.transaction`: the involved accounts are
 * locked (in id order, so two transfers never deadlock), balances are checked under the lock so
 * no wallet can go below zero even with concurrent requests, and the database's deferred
 * trigger checks the sum again at commit. A repeated idempotency key returns the first
 * transaction and moves nothing.
 */
export const postTransaction = async (
  tx: Queryable,
  input: PostInput,
): Promise<{ transactionId: number; replayed: boolean }> => {
  checkShape(input.legs);
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, memo, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (merchant_id, idempotency_key) DO NOTHING RETURNING id`,
    [input.merchantId, input.kind, input.idempotencyKey, input.memo ?? '', input.now],
  );
  const transactionId = inserted[0]?.id;
  if (transactionId === undefined) {
    const existing = await tx.query<{ id: number }>(
      'SELECT id FROM ledger_transactions WHERE merchant_id = $1 AND idempotency_key = $2',
      [input.merchantId, input.idempotencyKey],
    );
    const id = existing[0]?.id;
    if (id === undefined) throw new Error('idempotent transaction vanished');
    return { transactionId: id, replayed: true };
  }
  const ids = input.legs.map((leg) => leg.accountId).sort((a, b) => a - b);
  const accounts = await tx.query<LockedAccount>(
    `SELECT id, merchant_id AS "merchantId", allow_negative AS "allowNegative", currency
       FROM ledger_accounts WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  if (accounts.length !== ids.length || accounts.some((a) => a.merchantId !== input.merchantId)) {
    throw new LedgerError('unknown_account');
  }
  if (new Set(accounts.map((a) => a.currency)).size !== 1)
    throw new LedgerError('currency_mismatch');
  const guarded = accounts.filter((a) => !a.allowNegative).map((a) => a.id);
  const balances = await tx.query<{ accountId: number; cents: string }>(
    `SELECT account_id AS "accountId", sum(amount_cents)::text AS cents
       FROM ledger_entries WHERE account_id = ANY($1::int[]) GROUP BY account_id`,
    [guarded],
  );
  for (const leg of input.legs) {
    if (!guarded.includes(leg.accountId)) continue;
    const before = BigInt(balances.find((b) => b.accountId === leg.accountId)?.cents ?? '0');
    if (before + leg.amountCents < 0n) throw new LedgerError('insufficient_funds');
  }
  await tx.query(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount_cents)
     SELECT $1, leg.account_id, leg.cents::bigint
       FROM unnest($2::int[], $3::text[]) AS leg (account_id, cents)`,
    [
      transactionId,
      input.legs.map((leg) => leg.accountId),
      input.legs.map((leg) => leg.amountCents.toString()),
    ],
  );
  return { transactionId, replayed: false };
};
