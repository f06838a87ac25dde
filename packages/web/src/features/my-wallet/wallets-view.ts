import type { Balance, MerchantWallet } from '@his/shared/schemas/wallet';
import type { WalletsView } from '@his/machines/wallet-transfer';

/**
 * A balance the platform answers as a number with at most two decimals, as a decimal string:
 * through integer cents, so no float digit reaches the screen or a sum.
 */
const decimalOf = (amount: number): string => {
  const cents = Math.round(amount * 100);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** The wallet page's view of the two answers: single or multi, names, balances. */
export const walletsViewOf = (mode: MerchantWallet, balance: Balance): WalletsView => ({
  isSingle: mode.isSingle,
  vendors: (mode.wallets ?? []).map(({ accountTypeId, name }) => ({ accountTypeId, name })),
  balances: balance.balance.map((wallet) => ({
    accountTypeId: wallet.accountTypeId,
    balance: decimalOf(wallet.availBalance),
  })),
});
