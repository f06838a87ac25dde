import type { DownlineTransfer } from '@his/shared/schemas/agent-center';
import { findTeamMember } from '../agents/team.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { centsToDecimal } from '../ledger/money.ts';
import type { Member } from '../members/members.ts';
import { moveBetweenMembers } from './member-transfer.ts';

/** Ledger kind of a transfer: `transfer.*` shows as TRANSFER_OUT / TRANSFER_IN in the record. */
const downlineTransferKind = 'transfer.downline';

/**
 * The member of the agent's team a transfer may go to: any level of the team (the platform lets
 * an agent fund its whole team), by account; outside the team `agent.downline.not.found`, a
 * locked account `agent.downline.locked`.
 */
export const transferTarget = async (
  q: Queryable,
  agent: Member,
  account: string,
): Promise<Member> => {
  const target = await findTeamMember(q, agent, account);
  if (target.status !== 'active') throw new ApiError('agent.downline.locked');
  return target;
};

export interface DownlineTransferRequest {
  merchantId: number;
  agent: Member;
  account: string;
  amountCents: bigint;
  remark: string;
  /** The request's idempotency key: the ledger key is made from it, so it can post only once. */
  key: string;
  now: Date;
}

/** One transfer to a member of the team inside the caller's transaction. */
export const transferToDownline = async (
  tx: Queryable,
  request: DownlineTransferRequest,
): Promise<DownlineTransfer> => {
  const { agent, amountCents, now } = request;
  const target = await transferTarget(tx, agent, request.account);
  const moved = await moveBetweenMembers(tx, {
    merchantId: request.merchantId,
    from: agent,
    to: target,
    amountCents,
    kind: downlineTransferKind,
    ledgerKey: `transfer:downline:${agent.id}:${request.key}`,
    remark: request.remark,
    now,
  });
  return {
    id: moved.transactionId,
    amount: centsToDecimal(amountCents),
    downline: { account: target.account, nickname: target.nickname },
    createdAt: now.getTime(),
    balance: centsToDecimal(moved.balanceCents),
  };
};
