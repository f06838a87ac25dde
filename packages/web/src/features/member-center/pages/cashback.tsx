import { useTranslation } from 'react-i18next';
import { CashbackPage } from '@/features/rebate/components/cashback-page.tsx';
import { loadCashback, type CashbackStart } from '@/features/rebate/load-cashback.ts';
import styles from '../components/member-center.module.css';

// The first data, read before the page shows; each load is a new page (its `key`).
let first: { start: CashbackStart; load: number } | null = null;

export const load = async (): Promise<void> => {
  const start = await loadCashback();
  first = { start, load: (first?.load ?? 0) + 1 };
};

export const Page = () => {
  const { t } = useTranslation('memberCenter');
  return (
    <>
      <h3 className={styles.pageTitle}>{t('pages.manualRebate')}</h3>
      {first && <CashbackPage key={first.load} initial={first.start} />}
    </>
  );
};
