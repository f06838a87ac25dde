import { useTranslation } from 'react-i18next';
import { seaLotteryAccountType } from '@his/shared/constants';
import type { Lane, VendorCard } from '@his/shared/schemas/games';
import { useLanes } from '../hooks/use-lanes.ts';
import styles from './partner-logos.module.css';

/**
 * The partners the footer shows (SPEC §2): every vendor of the lanes once, the SEA lottery card
 * (account type TCG_SEA) left out.
 */
export const partnersOf = (lanes: readonly Lane[]): VendorCard[] => {
  const seen = new Set<string>();
  return lanes
    .flatMap((lane) => lane.cards)
    .filter((card) => card.accountTypeName !== seaLotteryAccountType)
    .filter((card) => !seen.has(card.vassalage) && seen.add(card.vassalage));
};

/** The footer's partner vendor logos, from the session's vendor lanes. */
export const PartnerLogos = () => {
  const { t } = useTranslation();
  const lanes = useLanes();
  if (!lanes) return null;
  const partners = partnersOf(lanes);
  if (partners.length === 0) return null;
  return (
    <section className={styles.partners} aria-labelledby="footer-partners">
      <h2 id="footer-partners" className={styles.title}>
        {t('lobby.footer.partners')}
      </h2>
      <ul className={styles.logos}>
        {partners.map((vendor) => (
          <li key={vendor.vassalage}>
            <img
              className={styles.logo}
              src={vendor.logo}
              alt={vendor.displayName}
              width={160}
              height={80}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
};
