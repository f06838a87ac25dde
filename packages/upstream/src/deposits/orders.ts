import type { Language } from '@his/shared/constants';
import type { DepositChannelKind, DepositOrder, DepositStatus } from '@his/shared/schemas/deposit';
import type { Queryable } from '../db/db.ts';
import { centsToDecimal } from '../ledger/money.ts';

export interface OrderRow {
  id: number;
  merchantId: number;
  memberId: number;
  channelId: number;
  channelCode: string;
  channelKind: DepositChannelKind;
  channelName: string;
  reference: string;
  amountCents: bigint;
  status: DepositStatus;
  idempotencyKey: string;
  payToken: string;
  createdAt: Date;
  expiresAt: Date;
  decidedAt: Date | null;
  reason: string | null;
  transactionId: number | null;
}

type RawOrderRow = Omit<OrderRow, 'amountCents'> & { amountCents: string };

/** The select list of an order with its channel (`o` the order, `c` the channel). */
const orderColumns = `o.id, o.merchant_id AS "merchantId", o.member_id AS "memberId",
  o.channel_id AS "channelId", c.code AS "channelCode", c.kind AS "channelKind",
  c.name AS "channelName", o.reference, o.amount_cents::text AS "amountCents", o.status,
  o.idempotency_key AS "idempotencyKey", o.pay_token AS "payToken", o.created_at AS "createdAt",
  o.expires_at AS "expiresAt", o.decided_at AS "decidedAt", o.reason,
  o.transaction_id AS "transactionId"`;

const orderFrom = 'deposit_orders o JOIN deposit_channels c ON c.id = o.channel_id';

const toOrderRows = (rows: RawOrderRow[]): OrderRow[] =>
  rows.map((raw) => ({ ...raw, amountCents: BigInt(raw.amountCents) }));

/** Orders matching `where` (on `o` and `c`), newest first. */
export const selectOrders = async (
  q: Queryable,
  where: string,
  params: readonly (string | number | Date | null)[],
  tail = '',
): Promise<OrderRow[]> =>
  toOrderRows(
    await q.query<RawOrderRow>(
      `SELECT ${orderColumns} FROM ${orderFrom} WHERE ${where} ORDER BY o.id DESC ${tail}`,
      params,
    ),
  );

/**
 * The provider page of an order, on the upstream's public origin, in the site's language when
 * the call named one (its `Language` header), as a real provider's redirect would carry it.
 */
const payUrlOf = (origin: string, reference: string, language: Language | null): string =>
  `${origin}/sandbox/pay/${encodeURIComponent(reference)}${language ? `?lang=${language}` : ''}`;

export const orderView = (
  row: OrderRow,
  origin: string,
  language: Language | null = null,
): DepositOrder => ({
  id: row.id,
  reference: row.reference,
  channelId: row.channelCode,
  channelKind: row.channelKind,
  channelName: row.channelName,
  amount: centsToDecimal(row.amountCents),
  status: row.status,
  createdAt: row.createdAt.getTime(),
  expiresAt: row.expiresAt.getTime(),
  decidedAt: row.decidedAt?.getTime() ?? null,
  reason: row.reason,
  payUrl: payUrlOf(origin, row.reference, language),
});

/**
 * Pending orders whose time is up become expired (at their expiry time). Run before every read
 * of orders and by the timer, so the status never depends on whether anyone looked; the clock
 * is the upstream's, so it holds after a restart and when QA moves time forward. `scope` limits
 * it to one member (reads) or one merchant (the timer).
 */
export const expireDueOrders = async (
  q: Queryable,
  scope: { memberId: number } | { merchantId: number },
  now: Date,
): Promise<number> => {
  const [column, id] =
    'memberId' in scope ? ['member_id', scope.memberId] : ['merchant_id', scope.merchantId];
  const rows = await q.query(
    `UPDATE deposit_orders SET status = 'expired', decided_at = expires_at, decided_by = 'expiry'
      WHERE ${column} = $1 AND status = 'pending' AND expires_at <= $2 RETURNING id`,
    [id, now],
  );
  return rows.length;
};
