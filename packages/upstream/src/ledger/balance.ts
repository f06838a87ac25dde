import type { Queryable } from '../db/db.ts';

export interface WalletBalance {
  accountTypeId: number;
  cents: bigint;
}

/** A member's wallets with their balances, summed from the ledger entries. */
export const memberBalances = async (q: Queryable, memberId: number): Promise<WalletBalance[]> => {
  const rows = await q.query<{ accountTypeId: number; cents: string }>(
    `SELECT a.account_type_id AS "accountTypeId", coalesce(sum(e.amount_cents), 0)::text AS cents
       FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.member_id = $1
      GROUP BY a.id, a.account_type_id ORDER BY a.account_type_id`,
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
