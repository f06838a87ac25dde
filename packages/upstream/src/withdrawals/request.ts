import type { Withdrawal } from '@his/shared/schemas/withdraw';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { LedgerError, postTransaction } from '../ledger/post.ts';
import { centsToDecimal } from '../ledger/money.ts';
import { ownBankCard } from './bank-cards.ts';
import { heldAccountId } from './held-account.ts';
import { readLimits } from './settings.ts';
import type { StepSeams } from './money-requests.ts';
import { addStep } from './steps.ts';
import { withdrawalView } from './views.ts';
import { memberWallet } from './wallet.ts';

/** Start of the UTC day `now` falls in: the daily limits count from there. */
const dayStart = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Withdrawals of the member today that count against the daily limits (not rejected or refunded). */
export const usedToday = async (
  q: Queryable,
  memberId: number,
  now: Date,
): Promise<{ count: number; cents: bigint }> => {
  const [row] = await q.query<{ count: number; cents: string }>(
    `SELECT count(*)::int AS count, coalesce(sum(amount_cents), 0)::text AS cents FROM withdrawals
      WHERE member_id = $1 AND created_at >= $2 AND status NOT IN ('rejected', 'refunded')`,
    [memberId, dayStart(now)],
  );
  return { count: row?.count ?? 0, cents: BigInt(row?.cents ?? '0') };
};

export interface WithdrawRequest {
  merchantId: number;
  memberId: number;
  bankCardId: number;
  amountCents: bigint;
  now: Date;
}

/**
 * A withdrawal request inside the caller's transaction: the wallet is locked, the card must be
 * the member's, the amount within the minimum and maximum and today's count and amount within
 * their limits; then the withdrawal's row, its first step and the hold (wallet → the withdrawals
 * house account) are written together. A wallet short of the amount is `funds.insufficient`.
 */
export const holdWithdrawal = async (
  tx: Queryable,
  request: WithdrawRequest,
  seams: StepSeams = {},
): Promise<Withdrawal> => {
  const { memberId, amountCents, now } = request;
  const wallet = await memberWallet(tx, memberId, true);
  await ownBankCard(tx, memberId, request.bankCardId);
  const limits = await readLimits(tx, request.merchantId);
  if (amountCents < limits.minimumCents) {
    throw new ApiError('withdraw.amount.min', {
      minimumAmount: centsToDecimal(limits.minimumCents),
    });
  }
  if (amountCents > limits.maximumCents) {
    throw new ApiError('withdraw.amount.max', {
      maximumAmount: centsToDecimal(limits.maximumCents),
    });
  }
  const today = await usedToday(tx, memberId, now);
  if (today.count >= limits.dailyCount) {
    throw new ApiError('withdraw.daily.count', { dailyCountLimit: limits.dailyCount });
  }
  if (today.cents + amountCents > limits.dailyCents) {
    throw new ApiError('withdraw.daily.amount', {
      dailyAmountLimit: centsToDecimal(limits.dailyCents),
      dailyAmountUsed: centsToDecimal(today.cents),
    });
  }
  if (wallet.cents < amountCents) throw new ApiError('funds.insufficient');
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO withdrawals (merchant_id, member_id, bank_card_id, amount_cents, status, created_at)
     VALUES ($1, $2, $3, $4::text::bigint, 'pending', $5) RETURNING id`,
    [request.merchantId, memberId, request.bankCardId, amountCents.toString(), now],
  );
  if (!row) throw new Error('withdrawal insert returned nothing');
  const heldId = await heldAccountId(tx, request.merchantId, wallet.currency, now);
  try {
    await postTransaction(tx, {
      merchantId: request.merchantId,
      kind: 'withdraw.hold',
      idempotencyKey: `withdraw:${row.id}:hold`,
      legs: [
        { accountId: wallet.id, amountCents: -amountCents },
        { accountId: heldId, amountCents },
      ],
      now,
    });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient_funds') {
      throw new ApiError('funds.insufficient');
    }
    throw error;
  }
  await seams.betweenSteps?.('hold');
  await addStep(tx, row.id, 'pending', now, null);
  const view = await withdrawalView(tx, memberId, row.id);
  if (!view) throw new Error('withdrawal vanished');
  return view;
};
