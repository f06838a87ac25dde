import type { Db } from '../../src/db/db.ts';
import { decideOrder } from '../../src/deposits/decide-order.ts';
import type { StepSeams } from '../../src/withdrawals/money-requests.ts';
import { digestOf, runOnce } from '../../src/withdrawals/money-requests.ts';
import { holdWithdrawal } from '../../src/withdrawals/request.ts';

/**
 * The money operations the crash test interrupts, run the same way by the child process that is
 * killed between two of their steps and by the parent's retry afterwards.
 */
export type CrashOperation =
  | {
      kind: 'withdraw';
      merchantId: number;
      memberId: number;
      cardId: number;
      amountCents: string;
      key: string;
      now: string;
    }
  | { kind: 'deposit'; reference: string; now: string };

/** Where the child opens the database: a PGlite data folder or a PostgreSQL URL. */
export type CrashTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** A withdrawal request through its idempotency key: hold, the withdrawal's row, its first step. */
const withdrawOnce = (
  db: Db,
  op: Extract<CrashOperation, { kind: 'withdraw' }>,
  seams: StepSeams,
) => {
  const amountCents = BigInt(op.amountCents);
  const now = new Date(op.now);
  return runOnce(
    db,
    {
      memberId: op.memberId,
      key: op.key,
      call: 'withdraw',
      digest: digestOf({ amount: op.amountCents, bankCardId: op.cardId }),
    },
    now,
    (tx) =>
      holdWithdrawal(
        tx,
        {
          merchantId: op.merchantId,
          memberId: op.memberId,
          bankCardId: op.cardId,
          amountCents,
          now,
        },
        seams,
      ),
  );
};

/** Runs the operation; `seams` pause it between two steps (the child) or not at all (a retry). */
export const runOperation = async (
  db: Db,
  op: CrashOperation,
  seams: StepSeams = {},
): Promise<unknown> =>
  op.kind === 'withdraw'
    ? withdrawOnce(db, op, seams)
    : decideOrder(
        db,
        op.reference,
        { action: 'approve' },
        'qa',
        new Date(op.now),
        undefined,
        seams,
      );
