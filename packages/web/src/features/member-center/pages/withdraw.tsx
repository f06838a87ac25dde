import { useTranslation } from 'react-i18next';
import { WithdrawPage } from '@/features/wallet/components/withdraw-page.tsx';
import { loadWithdraw, type WithdrawData } from '@/features/wallet/wallet-data.ts';
import styles from '../components/member-center.module.css';

// The first data, read before the page shows; each load is a new page (its `key`).
let first: { data: WithdrawData; load: number } | null = null;

export const load = async (): Promise<void> => {
  const data = await loadWithdraw();
  first = { data, load: (first?.load ?? 0) + 1 };
};

export const Page = () => {
  const { t } = useTranslation('memberCenter');
  return (
    <>
      <h3 className={styles.pageTitle}>{t('pages.withdraw')}</h3>
      {first && <WithdrawPage key={first.load} initial={first.data} />}
    </>
  );
};
