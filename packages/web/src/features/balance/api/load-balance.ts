import type { Balance } from '@his/shared/schemas/wallet';
import { callApi } from '@/lib/api.ts';

/** `GET /wps/v2/wallets/balance`: the member's wallets and their sum. */
export const loadBalance = (signal?: AbortSignal): Promise<Balance> =>
  callApi('balance', { signal });
