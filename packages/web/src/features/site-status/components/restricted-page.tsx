import { useTranslation } from 'react-i18next';
import { ContactDetails } from '@/components/contact-details.tsx';
import { ShieldIcon } from '@/components/ui/icons.tsx';
import { StatusPage, StatusText } from '@/components/ui/status-page.tsx';
import { BootActor } from '@/lib/actors.ts';
import styles from './restricted-page.module.css';

/** Site state 2 (SPEC §2 status pages): the visitor's IP and country are refused. */
export const RestrictedPage = () => {
  const { t } = useTranslation();
  const location = BootActor.useSelector((snapshot) => snapshot.context.permission?.location);
  return (
    <main id="main" tabIndex={-1}>
      <title>{t('status.restrictedTitle')}</title>
      <StatusPage fullScreen icon={<ShieldIcon />} title={t('status.restrictedTitle')}>
        <StatusText>{t('status.restrictedNotice')}</StatusText>
        {location && (
          <dl className={styles.facts}>
            <dt>{t('status.yourIp')}</dt>
            <dd>{location.ip}</dd>
            <dt>{t('status.yourCountry')}</dt>
            <dd>{location.country}</dd>
          </dl>
        )}
        <ContactDetails />
      </StatusPage>
    </main>
  );
};
