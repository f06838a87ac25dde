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
  /**
   * The movements, in order. An account may appear on several legs (a game round debits the
   * stake and credits the win as two legs of one transaction); debits are checked first.
   */
  legs: Leg[];
  now: Date;
}

export interface Posted {
  transactionId: number;
  /** True when the key had been posted before: nothing moved this time. */
  replayed: boolean;
  /**
   * Balances of the transaction's wallets (accounts that may not go negative) right after it;
   * absent on a replay, where they are whatever later transactions made them.
   */
  balances?: ReadonlyMap<number, bigint>;
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

export const checkShape = (legs: Leg[]) => {
  const ids = new Set(legs.map((leg) => leg.accountId));
  const sum = legs.reduce((total, leg) => total + leg.amountCents, 0n);
  if (ids.size < 2 || sum !== 0n) throw new LedgerError('unbalanced');
  if (legs.some((leg) => leg.amountCents === 0n)) throw new LedgerError('unbalanced');
};

/** What `ledger_post` (migration 004) answers. */
export interface PostRow {
  postStatus: 'posted' | 'replayed' | Exclude<LedgerFailure, 'unbalanced'>;
  transactionId: number | null;
  walletIds: number[];
  walletBalances: string[];
}

/**
 * The call of the database's `ledger_post` for these legs, as a select list with its parameters
 * from `$first` on, so a caller can post inside a larger statement (a game round is one).
 */
export const ledgerPostCall = (input: PostInput, first: number) => ({
  sql: `ledger_post($${first}, $${first + 1}, $${first + 2}, $${first + 3},
    $${first + 4}::int[], $${first + 5}::text[]::bigint[], $${first + 6})`,
  params: [
    input.merchantId,
    input.kind,
    input.idempotencyKey,
    input.memo ?? '',
    input.legs.map((leg) => leg.accountId),
    input.legs.map((leg) => leg.amountCents.toString()),
    input.now,
  ],
});

/**
 * The call of the database's `ledger_post_batch` (migration 011) for many transactions, as a
 * set-returning call with its parameters from `$first` on: one row per input, `n` its 1-based
 * position, with the columns of `ledger_post` (read them with `postColumns`). The answers are
 * those of posting each input in turn; each input's legs must pass `checkShape` first.
 */
const ledgerPostBatchCall = (inputs: readonly PostInput[], first: number) => {
  const at = (offset: number) => `$${first + offset}`;
  return {
    sql: `ledger_post_batch(${at(0)}::int[], ${at(1)}::text[], ${at(2)}::text[], ${at(3)}::text[],
      ${at(4)}::text[]::timestamptz[], ${at(5)}::int[], ${at(6)}::int[], ${at(7)}::text[]::bigint[])`,
    params: [
      inputs.map((input) => input.merchantId),
      inputs.map((input) => input.kind),
      inputs.map((input) => input.idempotencyKey),
      inputs.map((input) => input.memo ?? ''),
      inputs.map((input) => input.now.toISOString()),
      inputs.flatMap((input, index) => input.legs.map(() => index + 1)),
      inputs.flatMap((input) => input.legs.map((leg) => leg.accountId)),
      inputs.flatMap((input) => input.legs.map((leg) => leg.amountCents.toString())),
    ],
  };
};

/** The columns of a `ledger_post` result, named as `PostRow`. */
export const postColumns = (alias: string) =>
  `${alias}.status AS "postStatus", ${alias}.txn_id AS "transactionId", ${alias}.wallet_ids AS "walletIds",
   ${alias}.wallet_balances::text[] AS "walletBalances"`;

/** Turns the database's answer into the result, or the refusal into a `LedgerError`. */
export const postedOf = (row: PostRow | undefined): Posted => {
  if (!row || row.transactionId === null) throw new LedgerError(failureOf(row));
  if (row.postStatus === 'replayed') return { transactionId: row.transactionId, replayed: true };
  return {
    transactionId: row.transactionId,
    replayed: false,
    balances: new Map(row.walletIds.map((id, i) => [id, BigInt(row.walletBalances[i] ?? '0')])),
  };
};

const failureOf = (row: PostRow | undefined): LedgerFailure => {
  if (!row) throw new Error('ledger_post answered nothing');
  if (row.postStatus === 'posted' || row.postStatus === 'replayed') {
    throw new Error('ledger_post answered no transaction');
  }
  return row.postStatus;
};

/**
 * Posts one balanced transaction. Must run inside `db.transaction` (or be the transaction's only
 * statement). The legs' shape is checked here; the database function `ledger_post` then answers
 * a repeated idempotency key with the first transaction (nothing moves), locks the wallets
 * involved in id order (never the house accounts, which may go negative) and checks their
 * debits under the lock, so no wallet goes below zero even with concurrent requests. The
 * database checks again on its own: a CHECK on every wallet's running balance, and a deferred
 * trigger that refuses, at commit, any transaction whose entries do not sum to zero.
 */
export const postTransaction = async (tx: Queryable, input: PostInput): Promise<Posted> => {
  checkShape(input.legs);
  const call = ledgerPostCall(input, 1);
  const rows = await tx.query<PostRow>(
    `SELECT ${postColumns('p')} FROM ${call.sql} p`,
    call.params,
  );
  return postedOf(rows[0]);
};

/**
 * Posts many balanced transactions in one statement (`ledger_post_batch`): the answers are those
 * of `postTransaction` called for each input in turn, each its own result or its own
 * `LedgerError`; a refused input writes nothing and does not touch the others.
 */
export const postTransactions = async (
  q: Queryable,
  inputs: readonly PostInput[],
): Promise<PromiseSettledResult<Posted>[]> => {
  const settled = inputs.map((input): PromiseSettledResult<null> => {
    try {
      checkShape(input.legs);
      return { status: 'fulfilled', value: null };
    } catch (error) {
      return { status: 'rejected', reason: error };
    }
  });
  const valid = inputs.filter((_, index) => settled[index]?.status === 'fulfilled');
  const call = ledgerPostBatchCall(valid, 1);
  const rows =
    valid.length === 0
      ? []
      : await q.query<PostRow>(
          `SELECT ${postColumns('p')} FROM ${call.sql} p ORDER BY p.n`,
          call.params,
        );
  let next = 0;
  return settled.map((result): PromiseSettledResult<Posted> => {
    if (result.status === 'rejected') return result;
    const row = rows[next];
    next += 1;
    try {
      return { status: 'fulfilled', value: postedOf(row) };
    } catch (error) {
      return { status: 'rejected', reason: error };
    }
  });
};
