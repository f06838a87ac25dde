import type { FastifyRequest } from 'fastify';
import type { CallName } from '@his/shared/calls';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import type { Services } from '../http/services.ts';
import { decimalToCents } from '../ledger/money.ts';
import { LedgerError, postTransaction } from '../ledger/post.ts';
import type { Member } from '../members/members.ts';
import { digestOf, earlierResult, runOnce } from '../withdrawals/money-requests.ts';
import { checkPaymentPassword } from '../withdrawals/payment-password.ts';
import { memberWallet } from '../withdrawals/wallet.ts';

/**
 * Transfers between two members' main wallets (to the upline, to a downline of an agent's team):
 * one balanced ledger transaction, behind the payment password and an idempotency key.
 */

export interface WalletMove {
  merchantId: number;
  from: Member;
  to: Member;
  amountCents: bigint;
  /** Ledger kind: `transfer.*` shows as TRANSFER_OUT / TRANSFER_IN in the account record. */
  kind: string;
  /** Made from the request's idempotency key, so the move can post only once. */
  ledgerKey: string;
  remark: string;
  now: Date;
}

/**
 * One move inside the caller's transaction: the sender's wallet is locked (the same lock every
 * withdrawal step takes first) and checked against the amount, and one balanced ledger
 * transaction moves the amount to the receiver's wallet. `ledger_post` locks both wallets in id
 * order, so two members transferring to each other never deadlock, and no wallet goes below
 * zero. Returns the transaction and the sender's balance after it.
 */
export const moveBetweenMembers = async (
  tx: Queryable,
  move: WalletMove,
): Promise<{ transactionId: number; balanceCents: bigint }> => {
  const wallet = await memberWallet(tx, move.from.id, true);
  if (wallet.cents < move.amountCents) throw new ApiError('funds.insufficient');
  const target = await memberWallet(tx, move.to.id, false);
  try {
    const posted = await postTransaction(tx, {
      merchantId: move.merchantId,
      kind: move.kind,
      idempotencyKey: move.ledgerKey,
      memo: move.remark,
      legs: [
        { accountId: wallet.id, amountCents: -move.amountCents },
        { accountId: target.id, amountCents: move.amountCents },
      ],
      now: move.now,
    });
    return {
      transactionId: posted.transactionId,
      balanceCents: posted.balances?.get(wallet.id) ?? wallet.cents - move.amountCents,
    };
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient_funds') {
      throw new ApiError('funds.insufficient');
    }
    throw error;
  }
};

export interface TransferCall<T> {
  services: Services;
  call: CallName;
  member: Member;
  request: FastifyRequest;
  body: { amount: string; password: string };
  now: Date;
  /** Refusals that need no password (no upline, not in the team), before it is checked. */
  refuse: () => Promise<void>;
  /** The move, in the transaction that also stores the key and the result. */
  transfer: (tx: Queryable, key: string, amountCents: bigint) => Promise<T>;
}

/**
 * A transfer call as a money call like a withdrawal: its `Idempotency-Key` answers a repeat
 * with the first result before anything is checked or counted; then the refusals, the amount,
 * the payment password (with the withdrawals' count and lock); the transfer and its key are
 * written in one transaction, so a refusal at any step writes nothing.
 */
export const runTransferCall = async <T>(c: TransferCall<T>): Promise<T> => {
  const { db } = c.services;
  const key = idempotencyKeyOf(c.request);
  const request = { memberId: c.member.id, key, call: c.call, digest: digestOf(c.body) };
  const earlier = await earlierResult(db, request);
  if (earlier) return earlier.result as T;
  await c.refuse();
  const amountCents = decimalToCents(c.body.amount);
  await checkPaymentPassword(c.services, c.member, c.body.password, c.now);
  return runOnce(db, request, c.now, (tx) => c.transfer(tx, key, amountCents));
};
