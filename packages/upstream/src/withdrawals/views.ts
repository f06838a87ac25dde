import type { Withdrawal, WithdrawalStatus } from '@his/shared/schemas/withdraw';
import type { Queryable } from '../db/db.ts';
import { centsToDecimal } from '../ledger/money.ts';
import { bankName, maskAccountNumber } from './bank-cards.ts';

interface Row {
  id: number;
  amountCents: string;
  status: WithdrawalStatus;
  createdAt: Date;
  deadlineAt: Date | null;
  cardId: number;
  bankCode: string;
  accountNumber: string;
}

interface StepRow {
  withdrawalId: number;
  status: WithdrawalStatus;
  at: Date;
  reason: string | null;
}

/** A member's withdrawals as answered, newest first, with their timelines. */
export const withdrawalViews = async (
  q: Queryable,
  filter: {
    memberId: number;
    id?: number;
    status?: WithdrawalStatus;
    limit?: number;
    offset?: number;
  },
): Promise<Withdrawal[]> => {
  const rows = await q.query<Row>(
    `SELECT w.id, w.amount_cents::text AS "amountCents", w.status, w.created_at AS "createdAt",
            w.deadline_at AS "deadlineAt", c.id AS "cardId", c.bank_code AS "bankCode",
            c.account_number AS "accountNumber"
       FROM withdrawals w JOIN bank_cards c ON c.id = w.bank_card_id
      WHERE w.member_id = $1 AND ($2::text IS NULL OR w.status = $2)
        AND ($5::int IS NULL OR w.id = $5)
      ORDER BY w.id DESC LIMIT $3 OFFSET $4`,
    [
      filter.memberId,
      filter.status ?? null,
      filter.limit ?? 1_000,
      filter.offset ?? 0,
      filter.id ?? null,
    ],
  );
  if (rows.length === 0) return [];
  const steps = await q.query<StepRow>(
    `SELECT withdrawal_id AS "withdrawalId", status, at, reason FROM withdrawal_steps
      WHERE withdrawal_id = ANY($1::int[]) ORDER BY id`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    amount: centsToDecimal(BigInt(row.amountCents)),
    bankCard: {
      id: row.cardId,
      bankName: bankName(row.bankCode),
      accountNumberMasked: maskAccountNumber(row.accountNumber),
    },
    status: row.status,
    createdAt: row.createdAt.getTime(),
    deadline: row.status === 'released' && row.deadlineAt ? row.deadlineAt.getTime() : null,
    timeline: steps
      .filter((step) => step.withdrawalId === row.id)
      .map((step) => ({
        status: step.status,
        at: step.at.getTime(),
        ...(step.reason === null ? {} : { reason: step.reason }),
      })),
  }));
};

export const withdrawalCount = async (q: Queryable, memberId: number): Promise<number> => {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1',
    [memberId],
  );
  return row?.n ?? 0;
};

/** One withdrawal of this member as answered (after a step), or null. */
export const withdrawalView = async (
  q: Queryable,
  memberId: number,
  id: number,
): Promise<Withdrawal | null> => (await withdrawalViews(q, { memberId, id }))[0] ?? null;
