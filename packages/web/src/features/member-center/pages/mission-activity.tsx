import { useTranslation } from 'react-i18next';
import {
  loadMissions,
  MissionsPage,
  type MissionsData,
} from '@/features/missions/components/missions-page.tsx';
import styles from '../components/member-center.module.css';

// The first data, read before the page shows; each load is a new page (its `key`).
let first: { data: MissionsData; load: number } | null = null;

export const load = async (): Promise<void> => {
  const data = await loadMissions();
  first = { data, load: (first?.load ?? 0) + 1 };
};

export const Page = () => {
  const { t } = useTranslation('memberCenter');
  return (
    <>
      <h3 className={styles.pageTitle}>{t('pages.missionLeaderboard')}</h3>
      {first && <MissionsPage key={first.load} initial={first.data} />}
    </>
  );
};
