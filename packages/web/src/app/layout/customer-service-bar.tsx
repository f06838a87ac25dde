import { useTranslation } from 'react-i18next';
import { ContactUsButton } from '@/components/contact-us-button.tsx';
import { BootActor } from '@/lib/actors.ts';
import styles from './customer-service-bar.module.css';

const noChannels: never[] = [];

const useChannels = () =>
  BootActor.useSelector(
    (snapshot) => snapshot.context.permission?.info.customerService ?? noChannels,
  );

/**
 * The customer-service side bar (SPEC §2), kept to one entry in the same corner of every page
 * (WCAG 3.2.6 consistent help). Wide screens only: on a phone a floating button covers the
 * content under it (round history, lobby tiles: #10), so there the entry is in the side menu
 * (`CustomerServiceEntry`). Channel icons and the VIP channel come with the service release.
 */
export const CustomerServiceBar = () => {
  const { t } = useTranslation();
  const channels = useChannels();
  return (
    <aside
      className={['only-wide', styles.bar].join(' ')}
      aria-label={t('customerService.sideBar')}
    >
      <ContactUsButton channels={channels} variant="secondary" />
    </aside>
  );
};

/** The same entry in the narrow screens' side menu. */
export const CustomerServiceEntry = () => {
  const channels = useChannels();
  return (
    <div className={styles.entry}>
      <ContactUsButton channels={channels} variant="secondary" />
    </div>
  );
};
