import { useTranslation } from 'react-i18next';
import { ContactUsButton } from '@/components/contact-us-button.tsx';
import { BootActor } from '@/lib/actors.ts';
import styles from './customer-service-bar.module.css';

const noChannels: never[] = [];

/**
 * The customer-service side bar (SPEC §2), kept to one entry in the same corner of every page
 * (WCAG 3.2.6 consistent help). Channel icons and the VIP channel come with the service release.
 */
export const CustomerServiceBar = () => {
  const { t } = useTranslation();
  const channels = BootActor.useSelector(
    (snapshot) => snapshot.context.permission?.info.customerService ?? noChannels,
  );
  return (
    <aside className={styles.bar} aria-label={t('customerService.sideBar')}>
      <ContactUsButton channels={channels} variant="secondary" />
    </aside>
  );
};
