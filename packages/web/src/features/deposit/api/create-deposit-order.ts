import type { CreateOrderInput } from '@his/machines/deposit';
import type { DepositOrder } from '@his/shared/schemas/deposit';
import { callApi } from '@/lib/api.ts';

/** `POST MCS2_depositPaymentGateway`: a pending order; the key makes a repeat answer the first. */
export const createDepositOrder = ({
  channelId,
  amount,
  idempotencyKey,
}: CreateOrderInput): Promise<DepositOrder> =>
  callApi('depositCreate', { body: { channelId, amount }, idempotencyKey });
