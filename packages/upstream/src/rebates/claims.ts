import type { RebateClaim, RebateClaimResult, RebateHistory } from '@his/shared/schemas/rebate';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { houseAccountId } from '../ledger/accounts.ts';
import { centsToDecimal } from '../ledger/money.ts';
import { postTransaction } from '../ledger/post.ts';
import { memberWallet } from '../withdrawals/wallet.ts';
import type { CategoryDue } from './due.ts';
import { categoryView, dueBetween, lastClaim, settledWatermark } from './due.ts';

interface StoredCategory {
  category: string;
  validBetCents: string;
  rateBp: number;
  amountCents: string;
}

interface ClaimRow {
  id: number;
  validBet: string;
  amount: string;
  categories: StoredCategory[];
  claimedAt: Date;
}

const claimView = (row: ClaimRow): RebateClaim => ({
  id: row.id,
  categories: row.categories.map((c) =>
    categoryView({
      category: c.category,
      validBetCents: BigInt(c.validBetCents),
      rateBp: c.rateBp,
      amountCents: BigInt(c.amountCents),
    }),
  ),
  validBet: centsToDecimal(BigInt(row.validBet)),
  amount: centsToDecimal(BigInt(row.amount)),
  claimedAt: row.claimedAt.getTime(),
});

const select = `SELECT id, valid_bet_cents::text AS "validBet", amount_cents::text AS amount,
  categories, claimed_at AS "claimedAt" FROM rebate_claims`;

/**
 * Claims everything due, inside the caller's transaction (the one that stores the request's
 * idempotency key). The member's wallet is locked first, as every money step of a member does,
 * so two claims of the member run one after the other; the second then reads the first's row
 * and finds nothing left (`rebate.nothing.due`). The claim covers the bets settled from where the
 * last one ended up to the watermark read under the lock; its row, with the watermark, and its
 * ledger transaction from the house rebate account are written together, and the unique
 * `(member, covered_from)` refuses a second claim of the same bets whatever happens.
 */
export const claimRebate = async (
  tx: Queryable,
  member: { id: number; merchantId: number },
  now: Date,
): Promise<RebateClaimResult> => {
  const wallet = await memberWallet(tx, member.id, true);
  const { until: from } = await lastClaim(tx, member.id);
  const until = await settledWatermark(tx);
  const due = await dueBetween(tx, member, from, until);
  if (due.amountCents <= 0n) throw new ApiError('rebate.nothing.due');
  const house = await houseAccountId(tx, member.merchantId, 'rebates');
  const posted = await postTransaction(tx, {
    merchantId: member.merchantId,
    kind: 'rebate.claim',
    idempotencyKey: `rebate.claim:${member.id}:${from}`,
    memo: 'cashback',
    legs: [
      { accountId: house, amountCents: -due.amountCents },
      { accountId: wallet.id, amountCents: due.amountCents },
    ],
    now,
  });
  const played = due.categories.filter((c: CategoryDue) => c.validBetCents > 0n);
  const [row] = await tx.query<ClaimRow>(
    `INSERT INTO rebate_claims (merchant_id, member_id, covered_from, covered_until,
       valid_bet_cents, amount_cents, categories, ledger_txn_id, claimed_at)
     VALUES ($1, $2, $3::text::xid8, $4::text::xid8, $5::text::bigint, $6::text::bigint,
             $7::text::jsonb, $8, $9)
     RETURNING id, valid_bet_cents::text AS "validBet", amount_cents::text AS amount, categories,
               claimed_at AS "claimedAt"`,
    [
      member.merchantId,
      member.id,
      from,
      until,
      due.validBetCents.toString(),
      due.amountCents.toString(),
      JSON.stringify(
        played.map((c) => ({
          category: c.category,
          validBetCents: c.validBetCents.toString(),
          rateBp: c.rateBp,
          amountCents: c.amountCents.toString(),
        })),
      ),
      posted.transactionId,
      now,
    ],
  );
  if (!row) throw new Error('rebate claim not written');
  const balance = posted.balances?.get(wallet.id) ?? wallet.cents + due.amountCents;
  return { claim: claimView(row), balance: centsToDecimal(balance) };
};

/** A member's claims, newest first. */
export const claimHistory = async (
  q: Queryable,
  memberId: number,
  page: { page: number; pageSize: number },
): Promise<RebateHistory> => {
  const rows = await q.query<ClaimRow>(
    `${select} WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [memberId, page.pageSize, (page.page - 1) * page.pageSize],
  );
  const [count] = await q.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM rebate_claims WHERE member_id = $1',
    [memberId],
  );
  return {
    list: rows.map(claimView),
    page: page.page,
    pageSize: page.pageSize,
    total: count?.total ?? 0,
  };
};
