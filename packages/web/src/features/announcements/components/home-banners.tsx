import { useChunk } from '@/lib/use-chunk.ts';
import { bannerGroupChunk, loadBannerGroup } from '../home-banners-chunk.ts';
import styles from './home-banners.module.css';

/**
 * The home page's banners (`w_home`): the carousel and its strings are a chunk of their own, so
 * the home page's first load stays within its budget; their 3:1 box is held from the first
 * paint, so nothing below moves when they arrive.
 */
export const HomeBanners = () => {
  const chunk = useChunk(bannerGroupChunk, loadBannerGroup);
  if (chunk.status === 'failed') return null;
  return (
    <div className={styles.home}>
      {chunk.status === 'ready' ? (
        <chunk.value group="w_home" />
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
    </div>
  );
};
