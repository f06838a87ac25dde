import { useTranslation } from 'react-i18next';
import type { RewardCenter as RewardCenterData } from '@his/shared/schemas/promotions';
import { loadRewardCenter } from '@/features/promotions/api/load-reward-center.ts';
import { RewardCenter } from '@/features/promotions/components/reward-center.tsx';
import styles from '../components/member-center.module.css';

// The first data, read before the page shows; each load is a new page (its `key`).
let first: { center: RewardCenterData; load: number } | null = null;

export const load = async (): Promise<void> => {
  const center = await loadRewardCenter();
  first = { center, load: (first?.load ?? 0) + 1 };
};

export const Page = () => {
  const { t } = useTranslation('memberCenter');
  return (
    <>
      <h3 className={styles.pageTitle}>{t('pages.rewardCenter')}</h3>
      {first && <RewardCenter key={first.load} initial={first.center} />}
    </>
  );
};
