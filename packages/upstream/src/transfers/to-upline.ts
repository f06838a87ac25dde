import type { UplineTransfer } from '@his/shared/schemas/transfer';
import { trialAccountType } from '@his/shared/constants';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { centsToDecimal } from '../ledger/money.ts';
import type { Member } from '../members/members.ts';
import { findMemberById } from '../members/members.ts';
import { moveBetweenMembers } from './member-transfer.ts';

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

/** One transfer to the upline inside the caller's transaction (see `moveBetweenMembers`). */
export const transferToUpline = async (
  tx: Queryable,
  request: UplineTransferRequest,
): Promise<UplineTransfer> => {
  const { member, amountCents, now } = request;
  const upline = await uplineOf(tx, member);
  if (!upline) throw new ApiError('transfer.upline.not.allowed');
  const moved = await moveBetweenMembers(tx, {
    merchantId: request.merchantId,
    from: member,
    to: upline,
    amountCents,
    kind: uplineTransferKind,
    ledgerKey: `transfer:upline:${member.id}:${request.key}`,
    remark: request.remark,
    now,
  });
  return {
    id: moved.transactionId,
    amount: centsToDecimal(amountCents),
    upline: { account: upline.account, nickname: upline.nickname },
    createdAt: now.getTime(),
    balance: centsToDecimal(moved.balanceCents),
  };
};
