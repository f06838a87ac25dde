import { useTranslation } from 'react-i18next';
import type { TransferUplineInfo } from '@his/shared/schemas/transfer';
import { transferUplineInfo } from '@/features/transfer/api/transfer-upline-info.ts';
import { TransferUplinePage } from '@/features/transfer/components/transfer-upline-page.tsx';
import styles from '../components/member-center.module.css';

// The first data, read before the page shows; each load is a new page (its `key`).
let first: { info: TransferUplineInfo; load: number } | null = null;

export const load = async (): Promise<void> => {
  const info = await transferUplineInfo();
  first = { info, load: (first?.load ?? 0) + 1 };
};

export const Page = () => {
  const { t } = useTranslation('memberCenter');
  return (
    <>
      <h3 className={styles.pageTitle}>{t('pages.transferUpline')}</h3>
      {first && <TransferUplinePage key={first.load} initial={first.info} />}
    </>
  );
};
