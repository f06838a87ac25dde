import type { Queryable } from '../db/db.ts';
import { mainWalletTypeId } from '../ledger/accounts.ts';

export interface MemberWallet {
  id: number;
  currency: string;
  cents: bigint;
}

/**
 * The member's main wallet, locked for the rest of the transaction when `lock` is set: every
 * withdrawal step of a member that reads or moves the wallet takes this lock first, so limits
 * and balances are checked against a wallet nothing else changes meanwhile.
 */
export const memberWallet = async (
  q: Queryable,
  memberId: number,
  lock: boolean,
): Promise<MemberWallet> => {
  const [row] = await q.query<{ id: number; currency: string; cents: string }>(
    `SELECT id, currency, balance_cents::text AS cents FROM ledger_accounts
      WHERE member_id = $1 AND account_type_id = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [memberId, mainWalletTypeId],
  );
  if (!row) throw new Error('member wallet not found');
  return { id: row.id, currency: row.currency, cents: BigInt(row.cents) };
};

/** Held by the member's unfinished withdrawals (pending, released, under review). */
export const heldCents = async (q: Queryable, memberId: number): Promise<bigint> => {
  const [row] = await q.query<{ cents: string }>(
    `SELECT coalesce(sum(amount_cents), 0)::text AS cents FROM withdrawals
      WHERE member_id = $1 AND status IN ('pending', 'released', 'underReview')`,
    [memberId],
  );
  return BigInt(row?.cents ?? '0');
};
