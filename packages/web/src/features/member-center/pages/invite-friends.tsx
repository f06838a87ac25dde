import { useTranslation } from 'react-i18next';
import type { ReferralStart } from '@/features/referral/components/referral-page.tsx';
import { loadReferral, ReferralPage } from '@/features/referral/components/referral-page.tsx';
import styles from '../components/member-center.module.css';

// The first data, read before the page shows; each load is a new page (its `key`).
let first: { start: ReferralStart; load: number } | null = null;

export const load = async (): Promise<void> => {
  const start = await loadReferral();
  first = { start, load: (first?.load ?? 0) + 1 };
};

export const Page = () => {
  const { t } = useTranslation('memberCenter');
  return (
    <>
      <h3 className={styles.pageTitle}>{t('pages.referral')}</h3>
      {first && <ReferralPage key={first.load} start={first.start} />}
    </>
  );
};
