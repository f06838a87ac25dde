import type { Balance } from '@his/shared/schemas/wallet';
import { loadWalletMode } from './api/load-wallet-mode.ts';
import { loadWallets } from './api/load-wallets.ts';

/** What the wallet page shows: the wallets and whether the site has a single one. */
export interface MyWalletData {
  wallets: Balance;
  isSingle: boolean;
}

/** The wallet page's first data (the member center awaits it before showing the page). */
export const loadMyWallet = async (): Promise<MyWalletData> => {
  const [wallets, isSingle] = await Promise.all([loadWallets(), loadWalletMode()]);
  return { wallets, isSingle };
};
