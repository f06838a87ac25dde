import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { houseAccountId, memberWalletId } from '../ledger/accounts.ts';
import { postTransaction } from '../ledger/post.ts';
import { payFirstDepositReward } from '../referrals/referrals.ts';
import type { StepSeams } from '../withdrawals/money-requests.ts';
import type { OrderRow } from './orders.ts';
import { selectOrders } from './orders.ts';

/** Who decided: the provider's page, a QA control, or the clock. */
export type Decider = 'provider' | 'qa' | 'expiry';

export type Decision =
  { action: 'approve' } | { action: 'reject'; reason: string } | { action: 'expire' };

export interface Decided {
  order: OrderRow;
  /** False when the order already had that outcome (a repeat): nothing moved. */
  changed: boolean;
}

/** The order by reference, locked until the transaction ends (one decision at a time). */
const lockOrder = async (tx: Queryable, reference: string): Promise<OrderRow | null> =>
  (await selectOrders(tx, 'o.reference = $1', [reference], 'FOR UPDATE OF o'))[0] ?? null;

const reload = async (tx: Queryable, id: number): Promise<OrderRow> => {
  const [order] = await selectOrders(tx, 'o.id = $1', [id]);
  if (!order) throw new Error('deposit order vanished');
  return order;
};

const outcome = { approve: 'approved', reject: 'rejected', expire: 'expired' } as const;

/**
 * Credits the order: house funding → the member's wallet, with the order's id in the ledger's
 * idempotency key, written with the status in the caller's transaction.
 */
const credit = async (tx: Queryable, order: OrderRow, now: Date): Promise<number> => {
  const posted = await postTransaction(tx, {
    merchantId: order.merchantId,
    kind: 'deposit',
    idempotencyKey: `deposit:${order.id}`,
    memo: order.reference,
    legs: [
      {
        accountId: await houseAccountId(tx, order.merchantId, 'funding'),
        amountCents: -order.amountCents,
      },
      { accountId: await memberWalletId(tx, order.memberId), amountCents: order.amountCents },
    ],
    now,
  });
  // Invite friends (issue 16): a friend's first approved deposit pays the referrer, once.
  await payFirstDepositReward(tx, order, now);
  return posted.transactionId;
};

/**
 * Approves, rejects or expires a pending order in one transaction, the order's row locked first:
 * two decisions at once (two clicks on Pay, Pay and a QA approval) run one after the other, and
 * the second finds the order decided. Asking again for the outcome it already has answers it
 * unchanged (`changed: false`); any other decision of a decided order is `deposit.order.closed`.
 * A pending order whose time is up counts as expired, so it can no longer be paid. Approval
 * credits the wallet exactly once: the status change and the ledger transaction commit
 * together, and the ledger's key (`deposit:<id>`) could not post twice anyway. `seams` are for
 * tests only (a crash between the credit and the status).
 */
export const decideOrder = async (
  db: Db,
  reference: string,
  decision: Decision,
  by: Decider,
  now: Date,
  memberId?: number,
  seams: StepSeams = {},
): Promise<Decided> =>
  db.transaction(async (tx) => {
    const order = await lockOrder(tx, reference);
    if (!order || (memberId !== undefined && order.memberId !== memberId)) {
      throw new ApiError('deposit.order.not.found');
    }
    // Its time is up: the timer or the next read writes the expiry; no one can pay it now.
    if (order.status === 'pending' && order.expiresAt <= now && decision.action !== 'expire') {
      throw new ApiError('deposit.order.closed', { status: 'expired' });
    }
    const wanted = outcome[decision.action];
    if (order.status !== 'pending') {
      if (order.status === wanted) return { order, changed: false };
      throw new ApiError('deposit.order.closed', { status: order.status });
    }
    const transactionId = decision.action === 'approve' ? await credit(tx, order, now) : null;
    await seams.betweenSteps?.('credit');
    await tx.query(
      `UPDATE deposit_orders SET status = $2, decided_at = $3, decided_by = $4, reason = $5,
         transaction_id = $6 WHERE id = $1`,
      [
        order.id,
        wanted,
        now,
        by,
        decision.action === 'reject' ? decision.reason : null,
        transactionId,
      ],
    );
    return { order: await reload(tx, order.id), changed: true };
  });
