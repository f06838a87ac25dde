import { depositSettings } from '@his/machines/deposit/fixtures';
import {
  depositOrderSchema,
  type DepositOrder,
  type DepositStatus,
} from '@his/shared/schemas/deposit';
import type { FakeBff } from './fake-bff.ts';
import { fail, ok } from './fake-bff.ts';

/**
 * The deposit calls of the fake bff (`bff.deposits`): orders are created per idempotency key (a
 * repeated key answers its order) and decided by the test (`decide`).
 */
export class DepositBff {
  settings = depositSettings;
  readonly orders: DepositOrder[] = [];
  private readonly byKey = new Map<string, DepositOrder>();

  constructor(private readonly bff: FakeBff) {
    bff.on('GET', '/wps/relay/MCSFE_getDepositSettings', () => ok(this.settings));
    bff.on('POST', '/wps/relay/MCS2_depositPaymentGateway', (request) => {
      const key = request.headers.get('Idempotency-Key') ?? '';
      const known = this.byKey.get(key);
      if (known) return ok(known);
      const body = request.body as { channelId: string; amount: string };
      const channel = this.settings.channels.find((entry) => entry.id === body.channelId);
      if (!channel) return fail('deposit.channel.not.found', 400);
      const [whole = '0', fraction = ''] = body.amount.split('.');
      const id = this.orders.length + 41;
      const order = depositOrderSchema.parse({
        id,
        reference: `D2026112700${id}`,
        channelId: channel.id,
        channelKind: channel.kind,
        channelName: channel.name,
        amount: `${whole}.${fraction.padEnd(2, '0')}`,
        status: 'pending',
        createdAt: Date.now(),
        expiresAt: Date.now() + 30 * 60_000,
        decidedAt: null,
        reason: null,
        payUrl: `http://127.0.0.1:8090/sandbox/pay/D2026112700${id}`,
      });
      this.orders.unshift(order);
      this.byKey.set(key, order);
      return ok(order);
    });
    bff.on('GET', '/wps/relay/MCS2_depositTransactioNReport', (request) => {
      const orderId = Number(request.query.get('orderId') ?? 0);
      const list = orderId ? this.orders.filter((order) => order.id === orderId) : this.orders;
      return ok({
        list,
        pageNo: 1,
        pageSize: 10,
        totalCount: list.length,
        totalPages: 1,
      });
    });
  }

  /** The platform decides the newest order (approved credits the balance). */
  decide(status: Exclude<DepositStatus, 'pending'>): void {
    const [order] = this.orders;
    if (!order) throw new Error('no order to decide');
    this.orders[0] = { ...order, status, decidedAt: Date.now() };
    if (status === 'approved') this.bff.balance += Number(order.amount);
  }
}
