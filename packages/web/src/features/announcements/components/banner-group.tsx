import type { BannerGroup as GroupName } from '@his/shared/schemas/announcements';
import { useLoad } from '@/lib/use-load.ts';
import { bannersQuery, loadAnnouncements } from '../api/load-announcements.ts';
import { useAnnouncementsText } from '../use-announcements-text.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import styles from './banner-carousel.module.css';

const GroupBanners = ({ group, label }: { group: GroupName; label: string }) => {
  const loaded = useLoad((signal) => loadAnnouncements(bannersQuery, signal));
  if (loaded.status === 'loading') return <div className={styles.placeholder} aria-hidden="true" />;
  if (loaded.status === 'failed') return null;
  const banners = loaded.value.banners.filter((banner) => banner.groupName === group);
  return <BannerCarousel banners={banners} label={label} />;
};

/**
 * The banners of one group (`w_home`, `w_login`, `w_announcement`) in force now, in the language
 * on screen (loaded again when it changes). While they load, their box is held at the pictures'
 * ratio; a failed load or an empty group shows nothing.
 */
export const BannerGroup = ({ group, label }: { group: GroupName; label?: string }) => {
  const { t, language } = useAnnouncementsText();
  return <GroupBanners key={language} group={group} label={label ?? t('carousel.label')} />;
};
