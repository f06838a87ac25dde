import { useTranslation } from 'react-i18next';
import { ContactDetails } from '@/components/contact-details.tsx';
import { WrenchIcon } from '@/components/ui/icons.tsx';
import { StatusPage, StatusText } from '@/components/ui/status-page.tsx';

/** Site state 1 (SPEC §2 status pages): replaces the whole site while maintenance lasts. */
export const MaintenancePage = () => {
  const { t } = useTranslation();
  return (
    <main id="main" tabIndex={-1}>
      <title>{t('status.maintenanceTitle')}</title>
      <StatusPage fullScreen icon={<WrenchIcon />} title={t('status.maintenanceTitle')}>
        <StatusText>{t('status.maintenanceNotice')}</StatusText>
        <ContactDetails />
      </StatusPage>
    </main>
  );
};
