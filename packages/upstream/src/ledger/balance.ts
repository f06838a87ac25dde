import type { Queryable } from '../db/db.ts';

export interface WalletBalance {
  accountTypeId: number;
  cents: bigint;
}

/**
 * A member's wallets with their balances: the running balance the database keeps equal to the
 * sum of the wallet's entries (migration 004), so reading it costs the same after a million
 * rounds as after one.
 */
export const memberBalances = async (q: Queryable, memberId: number): Promise<WalletBalance[]> => {
  const rows = await q.query<{ accountTypeId: number; cents: string }>(
    `SELECT account_type_id AS "accountTypeId", balance_cents::text AS cents
       FROM ledger_accounts WHERE member_id = $1 ORDER BY account_type_id`,
    [memberId],
  );
  return rows.map((row) => ({ accountTypeId: row.accountTypeId, cents: BigInt(row.cents) }));
};

/** Sum of every entry ever written; zero whenever the ledger is sound. */
export const ledgerTotal = async (q: Queryable): Promise<bigint> => {
  const rows = await q.query<{ total: string }>(
    'SELECT coalesce(sum(amount_cents), 0)::text AS total FROM ledger_entries',
  );
  return BigInt(rows[0]?.total ?? '0');
};

/**
 * A house account's balance and number of entries, its shards included (migration 010): the
 * figure every report of a house account reads.
 */
export const houseTotals = async (
  q: Queryable,
  houseId: number,
): Promise<{ cents: bigint; entries: number }> => {
  const rows = await q.query<{ cents: string; entries: number }>(
    `SELECT balance_cents::text AS cents, entries::int AS entries
       FROM ledger_account_totals WHERE account_id = $1`,
    [houseId],
  );
  return { cents: BigInt(rows[0]?.cents ?? '0'), entries: rows[0]?.entries ?? 0 };
};
