import type { Balance } from '@his/shared/schemas/wallet';
import { callApi } from '@/lib/api.ts';

/** `GET /wps/v2/wallets/balance`: every wallet of the member and their sum. */
export const loadWallets = (): Promise<Balance> => callApi('balance');
