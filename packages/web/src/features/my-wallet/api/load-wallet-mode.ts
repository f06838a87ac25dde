import { callApi } from '@/lib/api.ts';

/** `GET GCS_merchantWallet`: whether the site runs one wallet for every game (`isSingle`). */
export const loadWalletMode = async (): Promise<boolean> =>
  (await callApi('merchantWallet')).isSingle;
