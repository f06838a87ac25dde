import type { TransactionRecord, TransactionTypeCode } from '@his/shared/schemas/records';
import type { Queryable } from '../db/db.ts';
import { centsToDecimal } from '../ledger/money.ts';
import type { Span } from './range.ts';
import { typeCodeSql } from './type-codes.ts';

export interface MovementQuery {
  /** Whose wallets: one member's own record, or an agent's team. */
  memberIds: readonly number[];
  span: Span;
  /** Only these type codes; null for every movement. */
  types: readonly TransactionTypeCode[] | null;
  limit: number;
  offset: number;
}

interface Row {
  total: number;
  sum: string;
  id: number | null;
  account: string | null;
  time: Date | null;
  type: TransactionTypeCode | null;
  amount: string | null;
  balanceAfter: string | null;
  accountTypeId: number | null;
}

/**
 * Every ledger entry on the members' wallets, each with its type code and the wallet's balance
 * right after it: the running sum of the wallet's entries in entry order (a wallet's entries are
 * written under its row lock, so their ids follow the order it moved in). The running sum is
 * taken over the wallet's whole history before the range and type filters, and equals the
 * wallet's balance at its last entry (the trigger of migration 004 keeps both equal). One
 * statement answers the page, the count and the sum, so they agree with each other.
 */
const movementsSql = `
  WITH moves AS (
    SELECT e.id, e.amount_cents, a.account_type_id, a.member_id, t.created_at,
           ${typeCodeSql('t.kind', 'e.amount_cents')} AS type,
           sum(e.amount_cents) OVER (PARTITION BY e.account_id ORDER BY e.id) AS balance_after
      FROM ledger_accounts a
      JOIN ledger_entries e ON e.account_id = a.id
      JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE a.member_id = ANY ($1::int[]) AND a.kind = 'member'
  ), picked AS (
    SELECT * FROM moves
     WHERE created_at >= $2 AND created_at < $3 AND ($4::text[] IS NULL OR type = ANY ($4::text[]))
  ), page AS (
    SELECT * FROM picked ORDER BY id DESC LIMIT $5 OFFSET $6
  )
  SELECT s.total, s.sum::text AS sum, p.id, m.account, p.created_at AS time, p.type,
         p.amount_cents::text AS amount, p.balance_after::text AS "balanceAfter",
         p.account_type_id AS "accountTypeId"
    FROM (SELECT count(*)::int AS total, coalesce(sum(amount_cents), 0) AS sum FROM picked) s
    LEFT JOIN page p ON true
    LEFT JOIN members m ON m.id = p.member_id
   ORDER BY p.id DESC`;

/** A movement and the account of the member whose wallet moved. */
interface MemberMovement {
  account: string;
  movement: TransactionRecord;
}

export interface Movements {
  list: MemberMovement[];
  total: number;
  /** Sum of every movement the filter picks (not just the page). */
  sumCents: bigint;
}

export const memberMovements = async (db: Queryable, query: MovementQuery): Promise<Movements> => {
  const rows = await db.query<Row>(movementsSql, [
    query.memberIds,
    query.span.start,
    query.span.end,
    query.types,
    query.limit,
    query.offset,
  ]);
  const [first] = rows;
  const list: MemberMovement[] = [];
  for (const row of rows) {
    if (row.id === null || row.time === null || row.type === null) continue;
    list.push({
      account: row.account ?? '',
      movement: {
        id: row.id,
        time: row.time.getTime(),
        type: row.type,
        amount: centsToDecimal(BigInt(row.amount ?? '0')),
        balanceAfter: centsToDecimal(BigInt(row.balanceAfter ?? '0')),
        accountTypeId: row.accountTypeId ?? 0,
      },
    });
  }
  return { list, total: first?.total ?? 0, sumCents: BigInt(first?.sum ?? '0') };
};
