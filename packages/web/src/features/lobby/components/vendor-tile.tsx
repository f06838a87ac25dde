import { useTranslation } from 'react-i18next';
import type { VendorCard } from '@his/shared/schemas/games';
import { LazyImage } from './lazy-image.tsx';
import { PlayIcon } from './lobby-icons.tsx';
import styles from './vendor-tile.module.css';

interface VendorTileProps {
  vendor: VendorCard;
  onOpen: () => void;
}

/** A vendor card of a category page: its large picture, logo, name, game count, maintenance. */
export const VendorTile = ({ vendor, onOpen }: VendorTileProps) => {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={[styles.tile, vendor.maintenance ? styles.down : ''].join(' ')}
      onClick={onOpen}
    >
      <LazyImage
        className={styles.picture}
        src={vendor.lagerIcon}
        alt=""
        width={360}
        height={200}
      />
      <span className={styles.body}>
        <img className={styles.logo} src={vendor.logo} alt="" width={64} height={32} />
        <span className={styles.text}>
          <span className={styles.name}>{vendor.displayName}</span>
          {vendor.gameId === null && vendor.gameCount > 0 && (
            <span className={styles.count}>
              {t('lobby.category.gameCount', { count: vendor.gameCount })}
            </span>
          )}
        </span>
        {vendor.maintenance ? (
          <span className={styles.badge}>{t('lobby.card.maintenance')}</span>
        ) : (
          <span className={styles.play} aria-hidden="true">
            <PlayIcon />
          </span>
        )}
      </span>
    </button>
  );
};
