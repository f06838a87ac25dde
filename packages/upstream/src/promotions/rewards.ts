import { randomInt } from 'node:crypto';
import type { Reward, RewardCenter } from '@his/shared/schemas/promotions';
import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { houseAccountId, memberWalletId } from '../ledger/accounts.ts';
import { postTransaction } from '../ledger/post.ts';
import type { Member } from '../members/members.ts';
import type { MoneyRequest } from '../withdrawals/money-requests.ts';
import { earlierResult, runOnce } from '../withdrawals/money-requests.ts';
import {
  findPromotion,
  requireOpen,
  rewardColumns,
  rewardView,
  type RewardRow,
} from './promotions.ts';

/**
 * Ledger kinds of promotion money: `promotion.*` shows as BONUS in the account record and the
 * bonus details (records/type-codes.ts).
 */
const bonusKind = 'promotion.bonus';
const raffleKind = 'promotion.raffle';

const rewardRow = async (q: Queryable, id: number): Promise<RewardRow | undefined> =>
  (
    await q.query<RewardRow>(
      `SELECT ${rewardColumns} FROM promotion_rewards r JOIN promotions p ON p.id = r.promotion_id
        WHERE r.id = $1`,
      [id],
    )
  )[0];

/**
 * Pays a reward into the member's wallet from the house promotions account and marks it claimed,
 * inside the caller's transaction. The ledger key is the reward's own (`promotion:<source>:<id>`),
 * so even a second claim that got past the row lock could not post twice.
 */
const payReward = async (
  tx: Queryable,
  reward: { id: number; merchantId: number; memberId: number; amountCents: bigint },
  kind: string,
  now: Date,
): Promise<void> => {
  const posted = await postTransaction(tx, {
    merchantId: reward.merchantId,
    kind,
    idempotencyKey: `${kind}:${reward.id}`,
    memo: `promotion reward ${reward.id}`,
    legs: [
      {
        accountId: await houseAccountId(tx, reward.merchantId, 'promotions'),
        amountCents: -reward.amountCents,
      },
      { accountId: await memberWalletId(tx, reward.memberId), amountCents: reward.amountCents },
    ],
    now,
  });
  await tx.query(
    'UPDATE promotion_rewards SET claimed_at = $2, transaction_id = $3 WHERE id = $1',
    [reward.id, now, posted.transactionId],
  );
};

export interface RewardRequest {
  merchantId: number;
  member: Member;
  request: MoneyRequest;
  now: Date;
}

/**
 * Claims a waiting bonus of the member's reward center: another member's reward (or none) is
 * `promotion.reward.not.found`, a claimed one `promotion.reward.claimed`. The reward's row is
 * locked, so of many claims at once (two tabs, a double click under new keys) one pays and the
 * others see it claimed; the payment, the claim and the idempotency key commit together.
 */
export const claimReward = async (
  db: Db,
  rewardId: number,
  { merchantId, member, request, now }: RewardRequest,
): Promise<Reward> => {
  const earlier = await earlierResult(db, request);
  if (earlier) return earlier.result as Reward;
  return runOnce(db, request, now, async (tx) => {
    const [row] = await tx.query<{ amountCents: string; claimed: boolean }>(
      `SELECT amount_cents::text AS "amountCents", claimed_at IS NOT NULL AS claimed
         FROM promotion_rewards
        WHERE id = $1 AND member_id = $2 AND merchant_id = $3 AND source = 'bonus'
        FOR UPDATE`,
      [rewardId, member.id, merchantId],
    );
    if (!row) throw new ApiError('promotion.reward.not.found');
    if (row.claimed) throw new ApiError('promotion.reward.claimed');
    await payReward(
      tx,
      { id: rewardId, merchantId, memberId: member.id, amountCents: BigInt(row.amountCents) },
      bonusKind,
      now,
    );
    const claimed = await rewardRow(tx, rewardId);
    if (!claimed) throw new Error('reward vanished');
    return rewardView(tx, claimed, now);
  });
};

/** A prize of the table, with probability weight / sum of weights, by a secure random. */
const drawPrize = (prizes: readonly { cents: string; weight: number }[]): bigint => {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  let ticket = randomInt(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return BigInt(prize.cents);
    ticket -= prize.weight;
  }
  throw new Error('the prize table is empty');
};

/**
 * The raffle claim (`MCS2_claimRafflePromotion`): an open raffle draws one prize from its table
 * and pays it at once. The reward's unique key (one raffle reward per member and promotion)
 * makes it once: a second claim, even one racing the first, is `promotion.raffle.drawn`.
 */
export const claimRaffle = async (
  db: Db,
  promotionId: number,
  { merchantId, member, request, now }: RewardRequest,
): Promise<Reward> => {
  const earlier = await earlierResult(db, request);
  if (earlier) return earlier.result as Reward;
  const promotion = await findPromotion(db, merchantId, promotionId);
  requireOpen(promotion, 'raffle', now);
  return runOnce(db, request, now, async (tx) => {
    const prizes = await tx.query<{ cents: string; weight: number }>(
      `SELECT amount_cents::text AS cents, weight FROM promotion_prizes
        WHERE promotion_id = $1 ORDER BY position`,
      [promotion.id],
    );
    const amountCents = drawPrize(prizes);
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO promotion_rewards (merchant_id, promotion_id, member_id, source, amount_cents,
          wagering_cents, created_at)
       VALUES ($1, $2, $3, 'raffle', $4::text::bigint, $4::text::bigint * $5, $6)
       ON CONFLICT (promotion_id, member_id) WHERE source = 'raffle' DO NOTHING RETURNING id`,
      [
        merchantId,
        promotion.id,
        member.id,
        amountCents.toString(),
        promotion.wageringMultiplier,
        now,
      ],
    );
    if (!created) throw new ApiError('promotion.raffle.drawn');
    await payReward(
      tx,
      { id: created.id, merchantId, memberId: member.id, amountCents },
      raffleKind,
      now,
    );
    const drawn = await rewardRow(tx, created.id);
    if (!drawn) throw new Error('reward vanished');
    return rewardView(tx, drawn, now);
  });
};

/** The reward center: bonuses waiting (oldest first) and the last 50 claimed (newest first). */
export const rewardCenter = async (
  q: Queryable,
  merchantId: number,
  memberId: number,
  now: Date,
): Promise<RewardCenter> => {
  const rows = await q.query<RewardRow>(
    `(SELECT ${rewardColumns} FROM promotion_rewards r JOIN promotions p ON p.id = r.promotion_id
       WHERE r.member_id = $1 AND r.merchant_id = $2 AND r.claimed_at IS NULL ORDER BY r.id)
     UNION ALL
     (SELECT ${rewardColumns} FROM promotion_rewards r JOIN promotions p ON p.id = r.promotion_id
       WHERE r.member_id = $1 AND r.merchant_id = $2 AND r.claimed_at IS NOT NULL
       ORDER BY r.claimed_at DESC, r.id DESC LIMIT 50)`,
    [memberId, merchantId],
  );
  const views = await Promise.all(rows.map((row) => rewardView(q, row, now)));
  return {
    waiting: views.filter((view) => view.state === 'waiting'),
    history: views.filter((view) => view.state === 'claimed'),
  };
};

/**
 * QA's decision on an application waiting for review: rejected, or approved with its bonus
 * added to the member's reward center (waiting to be claimed), in one transaction. An
 * application no longer waiting is refused (`request_param_err` naming `id`).
 */
export const decideApplication = async (
  db: Db,
  merchantId: number,
  applicationId: number,
  approve: boolean,
  now: Date,
): Promise<void> =>
  db.transaction(async (tx) => {
    const [row] = await tx.query<{ promotionId: number; memberId: number }>(
      `SELECT a.promotion_id AS "promotionId", a.member_id AS "memberId"
         FROM promotion_applications a JOIN promotions p ON p.id = a.promotion_id
        WHERE a.id = $1 AND p.merchant_id = $2 AND a.status = 'applying'
        FOR UPDATE OF a`,
      [applicationId, merchantId],
    );
    if (!row) throw new ApiError('request_param_err', { fields: ['id'] });
    await tx.query(`UPDATE promotion_applications SET status = $2, decided_at = $3 WHERE id = $1`, [
      applicationId,
      approve ? 'approved' : 'rejected',
      now,
    ]);
    if (!approve) return;
    await tx.query(
      `INSERT INTO promotion_rewards (merchant_id, promotion_id, member_id, source, application_id,
          amount_cents, wagering_cents, created_at)
       SELECT $1, p.id, $3, 'bonus', $4, p.bonus_cents, p.bonus_cents * p.wagering_multiplier, $5
         FROM promotions p WHERE p.id = $2`,
      [merchantId, row.promotionId, row.memberId, applicationId, now],
    );
  });
