import type { Queryable } from '../db/db.ts';

/**
 * The house account that holds the money of unfinished withdrawals (`house:withdrawals`): a
 * request moves the amount from the member's wallet here at once, so the available balance
 * drops and nothing else can spend it; a rejection or refund moves it back, a payout moves it on
 * to `house:funding` (money leaving the platform). A member's held amount is the sum of their
 * unfinished withdrawals, which always equals their share of this account. Made on first use
 * (and again after a QA reset), with its shards (migration 010).
 */
const heldAccountCode = 'house:withdrawals';

export const heldAccountId = async (
  q: Queryable,
  merchantId: number,
  currency: string,
  now: Date,
): Promise<number> => {
  const select = () =>
    q.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE merchant_id = $1 AND code = $2', [
      merchantId,
      heldAccountCode,
    ]);
  const [found] = await select();
  if (found) return found.id;
  await q.query(
    `INSERT INTO ledger_accounts (merchant_id, code, kind, account_type_id, allow_negative, currency, created_at)
     VALUES ($1, $2, 'house', 0, true, $3, $4) ON CONFLICT (merchant_id, code) DO NOTHING`,
    [merchantId, heldAccountCode, currency, now],
  );
  const [row] = await select();
  if (!row) throw new Error('withdrawals house account missing');
  return row.id;
};
