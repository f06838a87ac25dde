import { useTranslation } from 'react-i18next';
import { SecurityCenter } from '@/features/wallet/components/security-center.tsx';
import { loadSecurityCenter, type SecurityCenterData } from '@/features/wallet/wallet-data.ts';
import styles from '../components/member-center.module.css';

// The first data, read before the page shows; each load is a new page (its `key`).
let first: { data: SecurityCenterData; load: number } | null = null;

export const load = async (): Promise<void> => {
  const data = await loadSecurityCenter();
  first = { data, load: (first?.load ?? 0) + 1 };
};

export const Page = () => {
  const { t } = useTranslation('memberCenter');
  return (
    <>
      <h3 className={styles.pageTitle}>{t('pages.securityCenter')}</h3>
      {first && <SecurityCenter key={first.load} initial={first.data} />}
    </>
  );
};
