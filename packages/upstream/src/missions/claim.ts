import type { FastifyRequest } from 'fastify';
import type { MissionClaim, MissionClaimBody } from '@his/shared/schemas/missions';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import type { Services } from '../http/services.ts';
import { houseAccountId, memberWalletId } from '../ledger/accounts.ts';
import { centsToDecimal } from '../ledger/money.ts';
import { postTransaction } from '../ledger/post.ts';
import type { Member } from '../members/members.ts';
import { digestOf, earlierResult, runOnce } from '../withdrawals/money-requests.ts';
import { isComplete, missionStates } from './progress.ts';

/** The ledger kind of a reward: `bonus.*` shows as BONUS in the account record and bonus details. */
const rewardKind = 'bonus.mission';

/** One reward per member, mission and period: the ledger key and the claim row's unique key. */
const rewardKey = (memberId: number, missionId: number, periodStart: Date) =>
  `mission:${memberId}:${missionId}:${periodStart.getTime()}`;

/**
 * Pays a mission's reward inside the caller's transaction, or refuses: a mission of another
 * merchant, an inactive or unknown one is `mission.not.found`; one claimed in this period is
 * `mission.claimed`; one whose target is not reached is `mission.incomplete`. The reward moves
 * from `house:missions` to the member's main wallet under a key made of the member, mission and
 * period, and the claim row (unique on the same three) is written in the same transaction: two
 * claims at once post once, the other finds the key taken and is refused, nothing half-written.
 */
const payReward = async (
  tx: Queryable,
  input: { member: Member; missionId: number; now: Date },
): Promise<MissionClaim> => {
  const { member, missionId, now } = input;
  const [state] = await missionStates(tx, {
    memberId: member.id,
    merchantId: member.merchantId,
    now,
    missionId,
  });
  if (!state) throw new ApiError('mission.not.found', { field: 'missionId' });
  if (state.claimedAt) throw new ApiError('mission.claimed');
  if (!isComplete(state)) throw new ApiError('mission.incomplete');
  const wallet = await memberWalletId(tx, member.id);
  const posted = await postTransaction(tx, {
    merchantId: member.merchantId,
    kind: rewardKind,
    idempotencyKey: rewardKey(member.id, missionId, state.periodStart),
    memo: `mission ${missionId}`,
    legs: [
      {
        accountId: await houseAccountId(tx, member.merchantId, 'missions'),
        amountCents: -state.rewardCents,
      },
      { accountId: wallet, amountCents: state.rewardCents },
    ],
    now,
  });
  // Another request paid this period's reward first (its claim row committed after our read).
  if (posted.replayed) throw new ApiError('mission.claimed');
  const inserted = await tx.query(
    `INSERT INTO mission_claims
       (merchant_id, member_id, mission_id, period_start, reward_cents, ledger_txn_id, claimed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (member_id, mission_id, period_start) DO NOTHING RETURNING id`,
    [
      member.merchantId,
      member.id,
      missionId,
      state.periodStart,
      state.rewardCents.toString(),
      posted.transactionId,
      now,
    ],
  );
  if (inserted.length === 0) throw new ApiError('mission.claimed');
  const balance = posted.balances?.get(wallet);
  if (balance === undefined) throw new Error('reward posted without the wallet balance');
  return {
    missionId,
    periodStart: state.periodStart.getTime(),
    reward: centsToDecimal(state.rewardCents),
    balance: centsToDecimal(balance),
    claimedAt: now.getTime(),
  };
};

/**
 * `missionClaim` as a money call: its `Idempotency-Key` answers a repeat of the same request
 * with the first result (a double click, a retry after no answer); the reward and the key are
 * written in one transaction, so a refusal writes neither and the same key may be sent again.
 */
export const claimMission = async (
  services: Services,
  input: { member: Member; body: MissionClaimBody; request: FastifyRequest; now: Date },
): Promise<MissionClaim> => {
  const { db } = services;
  const key = idempotencyKeyOf(input.request);
  const request = {
    memberId: input.member.id,
    key,
    call: 'missionClaim',
    digest: digestOf(input.body),
  };
  const earlier = await earlierResult(db, request);
  if (earlier) return earlier.result as MissionClaim;
  return runOnce(db, request, input.now, (tx) =>
    payReward(tx, { member: input.member, missionId: input.body.missionId, now: input.now }),
  );
};
