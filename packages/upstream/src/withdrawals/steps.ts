import type { ErrorCode } from '@his/shared/errors';
import type { WithdrawalStatus } from '@his/shared/schemas/withdraw';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { houseAccountId } from '../ledger/accounts.ts';
import { postTransaction } from '../ledger/post.ts';
import type { ProofImage } from './proofs.ts';
import { heldAccountId } from './held-account.ts';
import { memberWallet } from './wallet.ts';

export const addStep = async (
  tx: Queryable,
  withdrawalId: number,
  status: WithdrawalStatus,
  at: Date,
  reason: string | null,
): Promise<void> => {
  await tx.query(
    'INSERT INTO withdrawal_steps (withdrawal_id, status, at, reason) VALUES ($1, $2, $3, $4)',
    [withdrawalId, status, at, reason],
  );
};

/**
 * Where the held money goes on a step: `return` back to the member's wallet (rejected,
 * refunded), `payout` out to the house funding account (received, forced received, paid: the
 * money has left the platform), or nowhere (released, under review).
 */
type Move = 'return' | 'payout' | null;

export interface Step {
  withdrawalId: number;
  /** Only this member's withdrawal (a player's own step); null for QA and the timer. */
  memberId: number | null;
  from: readonly WithdrawalStatus[];
  to: WithdrawalStatus;
  move: Move;
  reason: string | null;
  /** The release's confirmation deadline. */
  deadline?: Date;
  proofs?: readonly ProofImage[];
  /** The player's answer: refused once the confirmation deadline has passed. */
  beforeDeadline?: boolean;
  /** Answered when the withdrawal is not in one of `from` (or past its deadline). */
  refusal: ErrorCode;
  now: Date;
}

/**
 * One step of a withdrawal inside the caller's transaction: the member's wallet is locked
 * first (the order every withdrawal step takes), then the withdrawal's row; its status must be
 * one of `from`; then the money moves, the status changes and the timeline gets its row, all or
 * nothing. Returns the member's id.
 */
export const takeStep = async (tx: Queryable, step: Step): Promise<number> => {
  const [owner] = await tx.query<{ memberId: number }>(
    `SELECT member_id AS "memberId" FROM withdrawals
      WHERE id = $1 AND ($2::int IS NULL OR member_id = $2)`,
    [step.withdrawalId, step.memberId],
  );
  if (!owner) throw new ApiError('withdrawal.not.found');
  const wallet = await memberWallet(tx, owner.memberId, true);
  const [row] = await tx.query<{
    merchantId: number;
    status: WithdrawalStatus;
    amount: string;
    deadlineAt: Date | null;
  }>(
    `SELECT merchant_id AS "merchantId", status, amount_cents::text AS amount,
            deadline_at AS "deadlineAt"
       FROM withdrawals WHERE id = $1 FOR UPDATE`,
    [step.withdrawalId],
  );
  if (!row) throw new ApiError('withdrawal.not.found');
  const late =
    step.beforeDeadline === true && row.deadlineAt !== null && row.deadlineAt <= step.now;
  if (!step.from.includes(row.status) || late) {
    throw new ApiError(step.refusal, { status: row.status });
  }
  const amount = BigInt(row.amount);
  if (step.move) {
    const heldId = await heldAccountId(tx, row.merchantId, wallet.currency, step.now);
    const to =
      step.move === 'return' ? wallet.id : await houseAccountId(tx, row.merchantId, 'funding');
    await postTransaction(tx, {
      merchantId: row.merchantId,
      kind: step.move === 'return' ? 'withdraw.return' : 'withdraw.payout',
      idempotencyKey: `withdraw:${step.withdrawalId}:${step.move}`,
      legs: [
        { accountId: heldId, amountCents: -amount },
        { accountId: to, amountCents: amount },
      ],
      now: step.now,
    });
  }
  await tx.query('UPDATE withdrawals SET status = $2, deadline_at = $3 WHERE id = $1', [
    step.withdrawalId,
    step.to,
    step.deadline ?? null,
  ]);
  for (const [index, proof] of (step.proofs ?? []).entries()) {
    await tx.query(
      `INSERT INTO withdrawal_proofs (withdrawal_id, position, media_type, bytes)
       VALUES ($1, $2, $3, decode($4, 'base64'))`,
      [step.withdrawalId, index + 1, proof.mediaType, proof.bytes.toString('base64')],
    );
  }
  await addStep(tx, step.withdrawalId, step.to, step.now, step.reason);
  return owner.memberId;
};
