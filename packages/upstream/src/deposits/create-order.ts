import { randomBytes, randomInt } from 'node:crypto';
import type { DepositCreateBody } from '@his/shared/schemas/deposit';
import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { enabledChannels, findEnabledChannel } from './channels.ts';
import { centsToDecimal, decimalToCents } from '../ledger/money.ts';
import type { OrderRow } from './orders.ts';
import { expireDueOrders, selectOrders } from './orders.ts';

/** Letters and digits a player can read out to customer service (no 0/O, 1/I/L). */
const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `DP` and 12 characters: 31^12 ≈ 7.9 × 10^17 references, so a clash never happens in practice. */
const newReference = (): string =>
  `DP${Array.from({ length: 12 }, () => referenceAlphabet[randomInt(referenceAlphabet.length)]).join('')}`;

export interface NewOrder {
  merchantId: number;
  memberId: number;
  idempotencyKey: string;
  body: DepositCreateBody;
  orderMinutes: number;
  now: Date;
}

const byKey = async (q: Queryable, memberId: number, key: string) =>
  (await selectOrders(q, 'o.member_id = $1 AND o.idempotency_key = $2', [memberId, key]))[0];

/** A repeat of a key answers its order, but only for the same request. */
const replay = (order: OrderRow, input: NewOrder, amountCents: bigint): OrderRow => {
  if (order.channelCode !== input.body.channelId || order.amountCents !== amountCents) {
    throw new ApiError('idempotency.key.reused');
  }
  return order;
};

/**
 * Makes a pending order, in one transaction: a key already used by the member answers its order
 * (the same channel and amount) or `idempotency.key.reused`, even once deposits have closed; with
 * no open channel at all the answer is `deposit.not.allowed`; an unknown or closed channel is
 * `deposit.channel.not.found`; an amount outside the channel's limits `deposit.amount.limit`
 * with the limits. Two requests with one key at once make one order: the second insert finds
 * the key taken and answers the first's order.
 */
export const createOrder = async (db: Db, input: NewOrder): Promise<OrderRow> => {
  const amountCents = decimalToCents(input.body.amount);
  return db.transaction(async (tx) => {
    await expireDueOrders(tx, { memberId: input.memberId }, input.now);
    const existing = await byKey(tx, input.memberId, input.idempotencyKey);
    if (existing) return replay(existing, input, amountCents);
    if ((await enabledChannels(tx, input.merchantId)).length === 0) {
      throw new ApiError('deposit.not.allowed');
    }
    const channel = await findEnabledChannel(tx, input.merchantId, input.body.channelId);
    if (!channel) throw new ApiError('deposit.channel.not.found');
    if (amountCents < channel.minCents || amountCents > channel.maxCents) {
      throw new ApiError('deposit.amount.limit', {
        minAmount: centsToDecimal(channel.minCents),
        maxAmount: centsToDecimal(channel.maxCents),
      });
    }
    const expiresAt = new Date(input.now.getTime() + input.orderMinutes * 60_000);
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO deposit_orders (merchant_id, member_id, channel_id, reference, amount_cents,
         idempotency_key, pay_token, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5::text::bigint, $6, $7, $8, $9)
       ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING id`,
      [
        input.merchantId,
        input.memberId,
        channel.id,
        newReference(),
        amountCents.toString(),
        input.idempotencyKey,
        randomBytes(16).toString('hex'),
        input.now,
        expiresAt,
      ],
    );
    const order = await byKey(tx, input.memberId, input.idempotencyKey);
    if (!order) throw new Error('deposit order missing after insert');
    return inserted.length === 0 ? replay(order, input, amountCents) : order;
  });
};
