import type { DepositOrder } from '@his/shared/schemas/deposit';
import { ApiError, callApi } from '@/lib/api.ts';

/** `GET MCS2_depositTransactioNReport?orderId=`: one order of the member, as it stands now. */
export const loadDepositOrder = async ({ orderId }: { orderId: number }): Promise<DepositOrder> => {
  const [order] = (await callApi('depositReport', { query: { orderId, pageNo: 1, pageSize: 1 } }))
    .list;
  if (!order) throw new ApiError('deposit.order.not.found', 404);
  return order;
};
