import type { Balance } from '@his/shared/schemas/wallet';
import type { WalletsView } from '@his/machines/wallet-transfer';
import { loadWalletMode } from './api/load-wallet-mode.ts';
import { loadWallets } from './api/load-wallets.ts';
import { walletsViewOf } from './wallets-view.ts';

/** What the wallet page shows: the wallets as the platform answers them, and its view of them. */
export interface MyWalletData {
  wallets: Balance;
  view: WalletsView;
}

/** The wallet page's first data (the member center awaits it before showing the page). */
export const loadMyWallet = async (): Promise<MyWalletData> => {
  const [wallets, mode] = await Promise.all([loadWallets(), loadWalletMode()]);
  return { wallets, view: walletsViewOf(mode, wallets) };
};
