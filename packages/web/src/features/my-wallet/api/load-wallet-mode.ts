import type { MerchantWallet } from '@his/shared/schemas/wallet';
import { callApi } from '@/lib/api.ts';

/**
 * `GET GCS_merchantWallet`: whether the site runs one wallet for every game (`isSingle`) and,
 * when not, the vendors' wallets with their names.
 */
export const loadWalletMode = (): Promise<MerchantWallet> => callApi('merchantWallet');
