import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format-money.ts';
import { isLanguage } from '@/lib/language.ts';
import type { MyWalletData } from '../load-my-wallet.ts';
import styles from './my-wallet.module.css';

/** The platform's main wallet (UPSTREAM.md §4.2: account type 2). */
const mainWalletType = 2;

/**
 * My wallet (transferFund): the main balance and any other wallet the platform answers. A single
 * wallet site (`isSingle`) plays every game from the main balance, so it says that no transfer
 * is needed instead of offering transfers that would move nothing.
 */
export const MyWallet = ({ data }: { data: MyWalletData }) => {
  const { t, i18n } = useTranslation('memberCenter');
  const language = isLanguage(i18n.language) ? i18n.language : 'EN';
  const { wallets, isSingle } = data;
  const money = (amount: number) => `${wallets.currencySymbol}${formatMoney(amount, language)}`;
  const main = wallets.balance.find((wallet) => wallet.accountTypeId === mainWalletType);
  const others = wallets.balance.filter((wallet) => wallet.accountTypeId !== mainWalletType);
  return (
    <div className={styles.wallet}>
      <h3 className={styles.title}>{t('pages.transferFund')}</h3>
      <section className={styles.main} aria-labelledby="my-wallet-main">
        <h4 id="my-wallet-main" className={styles.title}>
          {isSingle ? t('myWallet.single') : t('myWallet.main')}
        </h4>
        <span className={styles.amount} data-testid="main-wallet">
          {money(main?.availBalance ?? wallets.sumBalance)}
        </span>
        <p className={styles.muted}>{wallets.currency}</p>
      </section>
      {isSingle ? (
        <p className={styles.muted}>{t('myWallet.singleNote')}</p>
      ) : (
        <section aria-labelledby="my-wallet-vendors">
          <h4 id="my-wallet-vendors" className={styles.title}>
            {t('myWallet.vendors')}
          </h4>
          {others.length === 0 ? (
            <p className={styles.muted}>{t('myWallet.noVendors')}</p>
          ) : (
            <ul className={styles.list}>
              {others.map((wallet) => (
                <li key={wallet.accountTypeId}>
                  <span className={styles.muted}>
                    {t('myWallet.wallet', { id: wallet.accountTypeId })}
                  </span>
                  <span className={styles.amount}>{money(wallet.availBalance)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className={styles.muted}>{t('myWallet.transfersLater')}</p>
        </section>
      )}
      <p className={styles.muted}>{t('myWallet.total', { amount: money(wallets.sumBalance) })}</p>
    </div>
  );
};
