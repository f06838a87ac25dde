import type { Referral } from '@his/shared/schemas/referral';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { houseAccountId, memberWalletId } from '../ledger/accounts.ts';
import { centsToDecimal } from '../ledger/money.ts';
import { postTransaction } from '../ledger/post.ts';
import type { Member } from '../members/members.ts';

/** Player accounts (type 0) invite friends; agents and trial accounts may not (SPEC §6, §8). */
const playerAccountType = 0;

export const referringPlayer = (member: Member): Member => {
  if (member.type !== playerAccountType) throw new ApiError('referral.player.only');
  return member;
};

/**
 * The reward rule (one rule, `firstDeposit`): when a friend's first deposit is approved, the
 * referrer earns 10 % of it, at most 50.00, from the house referrals account.
 */
const referralRule = { rateBp: 1_000n, capCents: 5_000n } as const;

const firstDepositReward = (depositCents: bigint): bigint => {
  const share = (depositCents * referralRule.rateBp) / 10_000n;
  return share < referralRule.capCents ? share : referralRule.capCents;
};

/** Records, in the registration's transaction, that `friendId` joined with `referrerId`'s code. */
export const recordReferral = async (
  tx: Queryable,
  input: { merchantId: number; referrerId: number; friendId: number; now: Date },
): Promise<void> => {
  await tx.query(
    `INSERT INTO referrals (friend_id, merchant_id, referrer_id, joined_at) VALUES ($1, $2, $3, $4)`,
    [input.friendId, input.merchantId, input.referrerId, input.now],
  );
};

interface ApprovedDeposit {
  id: number;
  merchantId: number;
  memberId: number;
  amountCents: bigint;
}

/**
 * Pays the referrer of the member whose deposit is being approved, if it is the member's first
 * approved deposit, in the approval's transaction (`deposits/decide-order.ts`): the ledger
 * transaction (key `referral:firstDeposit:<friend>`) and its `referral_rewards` row (key: friend
 * and rule) commit with the deposit, so a friend earns the referrer one reward, once, even when
 * two deposits are approved at the same moment (the second finds the key posted and the row
 * there, and pays nothing).
 */
export const payFirstDepositReward = async (
  tx: Queryable,
  deposit: ApprovedDeposit,
  now: Date,
): Promise<void> => {
  const [referral] = await tx.query<{ referrerId: number; earlier: boolean; paid: boolean }>(
    `SELECT r.referrer_id AS "referrerId",
            EXISTS (SELECT 1 FROM deposit_orders o WHERE o.member_id = r.friend_id
                       AND o.status = 'approved' AND o.id <> $2) AS earlier,
            EXISTS (SELECT 1 FROM referral_rewards w WHERE w.friend_id = r.friend_id
                       AND w.rule = 'firstDeposit') AS paid
       FROM referrals r WHERE r.friend_id = $1`,
    [deposit.memberId, deposit.id],
  );
  if (!referral || referral.earlier || referral.paid) return;
  const amountCents = firstDepositReward(deposit.amountCents);
  if (amountCents <= 0n) return;
  const posted = await postTransaction(tx, {
    merchantId: deposit.merchantId,
    kind: 'bonus.referral',
    idempotencyKey: `referral:firstDeposit:${deposit.memberId}`,
    memo: `referral reward: first deposit of member ${deposit.memberId}`,
    legs: [
      {
        accountId: await houseAccountId(tx, deposit.merchantId, 'referrals'),
        amountCents: -amountCents,
      },
      { accountId: await memberWalletId(tx, referral.referrerId), amountCents },
    ],
    now,
  });
  await tx.query(
    `INSERT INTO referral_rewards (friend_id, rule, referrer_id, source_id, amount_cents,
        ledger_txn_id, paid_at)
     VALUES ($1, 'firstDeposit', $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [
      deposit.memberId,
      referral.referrerId,
      deposit.id,
      amountCents.toString(),
      posted.transactionId,
      now,
    ],
  );
};

/** `frie***01`: the first two characters and the last two of a friend's account. */
const maskAccount = (account: string): string =>
  account.length <= 4
    ? `${account.slice(0, 1)}***`
    : `${account.slice(0, 2)}***${account.slice(-2)}`;

/** A page of the player's friends, newest first, with their valid bets and the rewards. */
export const referralPage = async (
  q: Queryable,
  input: { player: Member; code: string; currency: string; page: number; pageSize: number },
): Promise<Referral> => {
  const { player, page, pageSize } = input;
  const rows = await q.query<{
    account: string;
    joinedAt: Date;
    validBets: string;
    reward: string;
    rewardedAt: Date | null;
  }>(
    `SELECT m.account, r.joined_at AS "joinedAt",
            ((SELECT coalesce(sum(g.stake_cents), 0) FROM game_rounds g
               WHERE g.member_id = r.friend_id AND g.status = 'settled' AND NOT g.trial)
           + (SELECT coalesce(sum(l.stake_cents), 0) FROM lottery_bets l
               WHERE l.member_id = r.friend_id AND l.status <> 'pending'))::text AS "validBets",
            coalesce(w.amount_cents, 0)::text AS reward, w.paid_at AS "rewardedAt"
       FROM referrals r
       JOIN members m ON m.id = r.friend_id
       LEFT JOIN referral_rewards w ON w.friend_id = r.friend_id AND w.rule = 'firstDeposit'
      WHERE r.referrer_id = $1
      ORDER BY r.joined_at DESC, r.friend_id DESC
      LIMIT $2 OFFSET $3`,
    [player.id, pageSize, (page - 1) * pageSize],
  );
  const [totals] = await q.query<{ total: number; reward: string }>(
    `SELECT (SELECT count(*) FROM referrals WHERE referrer_id = $1)::int AS total,
            (SELECT coalesce(sum(amount_cents), 0) FROM referral_rewards
              WHERE referrer_id = $1)::text AS reward`,
    [player.id],
  );
  return {
    code: input.code,
    rule: {
      // Basis points are hundredths of a percent: 1 000 bp is "10.00" %.
      percent: centsToDecimal(referralRule.rateBp),
      cap: centsToDecimal(referralRule.capCents),
    },
    currency: input.currency,
    totalReward: centsToDecimal(BigInt(totals?.reward ?? '0')),
    list: rows.map((row) => ({
      account: maskAccount(row.account),
      joinedAt: new Date(row.joinedAt).getTime(),
      validBets: centsToDecimal(BigInt(row.validBets)),
      reward: centsToDecimal(BigInt(row.reward)),
      rewardedAt: row.rewardedAt === null ? null : new Date(row.rewardedAt).getTime(),
    })),
    page,
    pageSize,
    total: totals?.total ?? 0,
  };
};
