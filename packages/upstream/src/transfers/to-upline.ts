import type { UplineTransfer } from '@his/shared/schemas/transfer';
import { trialAccountType } from '@his/shared/constants';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { centsToDecimal } from '../ledger/money.ts';
import { LedgerError, postTransaction } from '../ledger/post.ts';
import type { Member } from '../members/members.ts';
import { findMemberById } from '../members/members.ts';
import { memberWallet } from '../withdrawals/wallet.ts';

/** Ledger kind of a transfer: `transfer.*` shows as TRANSFER_OUT / TRANSFER_IN in the record. */
const uplineTransferKind = 'transfer.upline';

/**
 * The member's upline when the member may transfer to it: a real account (trial: `account.trial`)
 * whose upline exists and is active (else `transfer.upline.not.allowed`; member info answers
 * `toUpline` false for a member without an upline).
 */
const uplineOf = async (q: Queryable, member: Member): Promise<Member | null> => {
  if (member.uplineId === null) return null;
  const upline = await findMemberById(q, member.uplineId);
  return upline?.status === 'active' ? upline : null;
};

export const refusalOf = async (
  q: Queryable,
  member: Member,
): Promise<{ refusal: 'trial' | 'noUpline' | null; upline: Member | null }> => {
  if (member.type === trialAccountType) return { refusal: 'trial', upline: null };
  const upline = await uplineOf(q, member);
  return { refusal: upline ? null : 'noUpline', upline };
};

export interface UplineTransferRequest {
  merchantId: number;
  member: Member;
  amountCents: bigint;
  remark: string;
  /** The request's idempotency key: the ledger key is made from it, so it can post only once. */
  key: string;
  now: Date;
}

/**
 * One transfer inside the caller's transaction: the member's wallet is locked (the same lock
 * every withdrawal step takes first), checked against the amount, and one balanced ledger
 * transaction moves the amount from it to the upline's wallet. `ledger_post` locks both wallets
 * in id order, so a transfer and the upline's own moves never deadlock, and no wallet goes
 * below zero.
 */
export const transferToUpline = async (
  tx: Queryable,
  request: UplineTransferRequest,
): Promise<UplineTransfer> => {
  const { member, amountCents, now } = request;
  const upline = await uplineOf(tx, member);
  if (!upline) throw new ApiError('transfer.upline.not.allowed');
  const wallet = await memberWallet(tx, member.id, true);
  if (wallet.cents < amountCents) throw new ApiError('funds.insufficient');
  const target = await memberWallet(tx, upline.id, false);
  try {
    const posted = await postTransaction(tx, {
      merchantId: request.merchantId,
      kind: uplineTransferKind,
      idempotencyKey: `transfer:upline:${member.id}:${request.key}`,
      memo: request.remark,
      legs: [
        { accountId: wallet.id, amountCents: -amountCents },
        { accountId: target.id, amountCents },
      ],
      now,
    });
    const balance = posted.balances?.get(wallet.id) ?? wallet.cents - amountCents;
    return {
      id: posted.transactionId,
      amount: centsToDecimal(amountCents),
      upline: { account: upline.account, nickname: upline.nickname },
      createdAt: now.getTime(),
      balance: centsToDecimal(balance),
    };
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient_funds') {
      throw new ApiError('funds.insufficient');
    }
    throw error;
  }
};
