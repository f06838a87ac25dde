import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format-money.ts';
import { isInterfaceLanguage } from '@/lib/language.ts';
import type { MyWalletData } from '../load-my-wallet.ts';
import styles from './my-wallet.module.css';
import { WalletTransfer } from './wallet-transfer.tsx';

/** The platform's main wallet (UPSTREAM.md §4.2: account type 2). */
const mainWalletType = 2;

/**
 * My wallet (transferFund). A single-wallet site (`isSingle`) plays every game from the main
 * balance, so it says that no transfer is needed instead of offering transfers that would move
 * nothing; a multi-wallet site shows every wallet with transfers and "recall all".
 */
export const MyWallet = ({ data }: { data: MyWalletData }) => {
  const { t, i18n } = useTranslation('memberCenter');
  if (!data.view.isSingle) return <WalletTransfer data={data} />;
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  const { wallets } = data;
  const money = (amount: number) => `${wallets.currencySymbol}${formatMoney(amount, language)}`;
  const main = wallets.balance.find((wallet) => wallet.accountTypeId === mainWalletType);
  return (
    <div className={styles.wallet}>
      <h3 className={styles.title}>{t('pages.transferFund')}</h3>
      <section className={styles.main} aria-labelledby="my-wallet-main">
        <h4 id="my-wallet-main" className={styles.title}>
          {t('myWallet.single')}
        </h4>
        <span className={styles.amount} data-testid="main-wallet">
          {money(main?.availBalance ?? wallets.sumBalance)}
        </span>
        <p className={styles.muted}>{wallets.currency}</p>
      </section>
      <p className={styles.muted}>{t('myWallet.singleNote')}</p>
      <p className={styles.muted}>{t('myWallet.total', { amount: money(wallets.sumBalance) })}</p>
    </div>
  );
};
