import type { PointConversion } from '@his/shared/schemas/points';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { houseAccountId } from '../ledger/accounts.ts';
import { centsToDecimal } from '../ledger/money.ts';
import { postTransaction } from '../ledger/post.ts';
import { memberWallet } from '../withdrawals/wallet.ts';
import { movePoints, pointBalanceOf, pointsToDecimal } from './ledger.ts';
import type { PointSettings } from './settings.ts';

/** Whole points (the body's digits) as hundredths, and what they convert to in cents. */
export const conversionOf = (points: string, settings: PointSettings) => {
  const whole = BigInt(points);
  if (whole < BigInt(settings.minConvertPoints)) {
    throw new ApiError('points.convert.min', { min: settings.minConvertPoints });
  }
  return { hundredths: whole * 100n, cents: whole * settings.centsPerPoint };
};

/** Too few points for it, checked before the payment password (and again under the lock). */
export const convertRefusal = async (
  q: Queryable,
  memberId: number,
  hundredths: bigint,
): Promise<void> => {
  const { balance } = await pointBalanceOf(q, memberId, false);
  if (balance < hundredths) throw new ApiError('points.insufficient');
};

/**
 * A conversion inside the caller's transaction (the one that stores the request's idempotency
 * key): the point balance is locked and checked, the money is paid from the house points
 * account into the wallet by one ledger transaction whose key comes from the request's, and the
 * conversion and its journal entry are written with it. Any refusal rolls all of it back.
 */
export const convertPoints = async (
  tx: Queryable,
  c: {
    member: { id: number; merchantId: number };
    hundredths: bigint;
    cents: bigint;
    key: string;
    now: Date;
  },
): Promise<PointConversion> => {
  const { balance } = await pointBalanceOf(tx, c.member.id, true);
  if (balance < c.hundredths) throw new ApiError('points.insufficient');
  const wallet = await memberWallet(tx, c.member.id, false);
  const house = await houseAccountId(tx, c.member.merchantId, 'points');
  const posted = await postTransaction(tx, {
    merchantId: c.member.merchantId,
    kind: 'points.convert',
    idempotencyKey: `points.convert:${c.member.id}:${c.key}`,
    memo: `${pointsToDecimal(c.hundredths)} points`,
    legs: [
      { accountId: house, amountCents: -c.cents },
      { accountId: wallet.id, amountCents: c.cents },
    ],
    now: c.now,
  });
  const [made] = await tx.query<{ id: number }>(
    `INSERT INTO point_conversions
       (merchant_id, member_id, points, amount_cents, ledger_txn_id, created_at)
     VALUES ($1, $2, $3::text::bigint, $4::text::bigint, $5, $6) RETURNING id`,
    [
      c.member.merchantId,
      c.member.id,
      c.hundredths.toString(),
      c.cents.toString(),
      posted.transactionId,
      c.now,
    ],
  );
  if (!made) throw new Error('conversion not written');
  const after = await movePoints(tx, {
    merchantId: c.member.merchantId,
    memberId: c.member.id,
    kind: 'convert',
    ref: `conversion:${made.id}`,
    points: -c.hundredths,
    now: c.now,
  });
  const balanceCents = posted.balances?.get(wallet.id) ?? wallet.cents + c.cents;
  return {
    id: made.id,
    points: pointsToDecimal(c.hundredths),
    amount: centsToDecimal(c.cents),
    pointBalance: pointsToDecimal(after),
    balance: centsToDecimal(balanceCents),
    createdAt: c.now.getTime(),
  };
};
