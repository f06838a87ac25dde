import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { ProofImage } from './proofs.ts';
import { readLimits } from './settings.ts';
import { takeStep } from './steps.ts';

/** Reasons written on the timeline by the upstream itself (QA gives its own for the others). */
const reasons = {
  received: 'confirmed received by the player',
  forcedReceived: 'not confirmed before the deadline: counted as received',
  notReceived: 'reported not received by the player, with proof',
} as const;

/** QA (the platform's decision): a pending withdrawal is paid out and awaits the receipt. */
export const releaseWithdrawal = (db: Db, id: number, now: Date): Promise<number> =>
  db.transaction(async (tx) => {
    const [row] = await tx.query<{ merchantId: number }>(
      'SELECT merchant_id AS "merchantId" FROM withdrawals WHERE id = $1',
      [id],
    );
    const minutes = row ? (await readLimits(tx, row.merchantId)).confirmationMinutes : 0;
    return takeStep(tx, {
      withdrawalId: id,
      memberId: null,
      from: ['pending'],
      to: 'released',
      move: null,
      reason: null,
      deadline: new Date(now.getTime() + minutes * 60_000),
      refusal: 'withdrawal.state.invalid',
      now,
    });
  });

/** QA: a pending withdrawal is refused, its hold goes back to the wallet. */
export const rejectWithdrawal = (db: Db, id: number, reason: string, now: Date): Promise<number> =>
  db.transaction((tx) =>
    takeStep(tx, {
      withdrawalId: id,
      memberId: null,
      from: ['pending'],
      to: 'rejected',
      move: 'return',
      reason,
      refusal: 'withdrawal.state.invalid',
      now,
    }),
  );

/** QA: a "not received" claim ends paid (the money is gone) or refunded (back to the wallet). */
export const reviewWithdrawal = (
  db: Db,
  id: number,
  outcome: 'paid' | 'refunded',
  reason: string,
  now: Date,
): Promise<number> =>
  db.transaction((tx) =>
    takeStep(tx, {
      withdrawalId: id,
      memberId: null,
      from: ['underReview'],
      to: outcome,
      move: outcome === 'paid' ? 'payout' : 'return',
      reason,
      refusal: 'withdrawal.state.invalid',
      now,
    }),
  );

/**
 * The player's answer on a released withdrawal, inside the caller's transaction: received (the
 * hold is paid out) or not received with checked proofs (under review, the hold stays). Anything
 * not released (a forced-received one included) is `withdrawal.not.awaiting`; another member's
 * is `withdrawal.not.found`. Due withdrawals must have been settled first (`settleDue`).
 */
export const confirmReceipt = (
  tx: Queryable,
  claim: {
    memberId: number;
    withdrawalId: number;
    proofs: readonly ProofImage[] | null;
    now: Date;
  },
): Promise<number> =>
  takeStep(tx, {
    withdrawalId: claim.withdrawalId,
    memberId: claim.memberId,
    from: ['released'],
    to: claim.proofs ? 'underReview' : 'received',
    move: claim.proofs ? null : 'payout',
    reason: claim.proofs ? reasons.notReceived : reasons.received,
    ...(claim.proofs ? { proofs: claim.proofs } : {}),
    beforeDeadline: true,
    refusal: 'withdrawal.not.awaiting',
    now: claim.now,
  });

/**
 * Released withdrawals whose deadline has passed become forced received (the hold is paid out;
 * never refunded), each in its own transaction; one of a member (`memberId`) or every one. Run
 * lazily before every read of a member's withdrawals and by the timer, on the controllable
 * clock, so a restart or a missed tick loses nothing; safe to run twice at once (the step
 * re-checks the status under the row's lock). Answers how many it settled.
 */
export const settleDue = async (db: Db, now: Date, memberId: number | null): Promise<number> => {
  const due = await db.query<{ id: number }>(
    `SELECT id FROM withdrawals
      WHERE status = 'released' AND deadline_at <= $1 AND ($2::int IS NULL OR member_id = $2)
      ORDER BY id`,
    [now, memberId],
  );
  let settled = 0;
  for (const { id } of due) {
    // The player may have answered meanwhile: the step then finds it no longer released.
    const done = await db
      .transaction((tx) =>
        takeStep(tx, {
          withdrawalId: id,
          memberId: null,
          from: ['released'],
          to: 'forcedReceived',
          move: 'payout',
          reason: reasons.forcedReceived,
          refusal: 'withdrawal.state.invalid',
          now,
        }),
      )
      .then(
        () => true,
        (error: unknown) => {
          if (error instanceof ApiError && error.code === 'withdrawal.state.invalid') return false;
          throw error;
        },
      );
    if (done) settled += 1;
  }
  return settled;
};
