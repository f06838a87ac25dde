import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { vendorLobbyOf } from '@his/machines/game-launch';
import { allVendors } from '@his/machines/lobby-filter';
import type { VendorCard } from '@his/shared/schemas/games';
import type { LobbyKey } from '../lobby-routes.ts';
import { lobbyVendorPath } from '../lobby-routes.ts';
import { useOpenTarget } from '../open-target.ts';
import { GridIcon } from './lobby-icons.tsx';
import styles from './vendor-strip.module.css';

interface VendorStripProps {
  lobby: LobbyKey;
  vendors: VendorCard[];
  /** `ALL` or the selected vendor's code. */
  selected: string;
}

/**
 * The lobby's vendors: All, then each vendor. A vendor with a lobby of games is a link that
 * selects it (`?page=CODE`); a vendor whose card starts something else (its game list popup, a
 * game of its own) opens it through the launch.
 */
export const VendorStrip = ({ lobby, vendors, selected }: VendorStripProps) => {
  const { t } = useTranslation();
  const open = useOpenTarget();
  return (
    <nav className={styles.strip} aria-label={t('lobby.filter.vendors')}>
      <ul className={styles.list}>
        <li>
          <Link
            className={styles.vendor}
            to={lobbyVendorPath(lobby, allVendors)}
            aria-current={selected === allVendors ? 'page' : undefined}
          >
            <span className={styles.allMark} aria-hidden="true">
              <GridIcon />
            </span>
            <span className={styles.name}>{t('lobby.filter.all')}</span>
          </Link>
        </li>
        {vendors.map((vendor) => {
          const target = { kind: 'vendor', vendor } as const;
          const selects = vendor.isGame !== 'VASSALAGE' && vendorLobbyOf(target) !== null;
          const content = (
            <>
              <img
                className={styles.logo}
                src={vendor.logo}
                alt=""
                width={48}
                height={24}
                loading="lazy"
              />
              <span className={styles.name}>{vendor.displayName}</span>
              {vendor.maintenance && (
                <span className={styles.down}>{t('lobby.card.maintenance')}</span>
              )}
            </>
          );
          return (
            <li key={vendor.vassalage}>
              {selects ? (
                <Link
                  className={styles.vendor}
                  to={lobbyVendorPath(lobby, vendor.vassalage)}
                  aria-current={selected === vendor.vassalage ? 'page' : undefined}
                >
                  {content}
                </Link>
              ) : (
                <button type="button" className={styles.vendor} onClick={() => open(target)}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
