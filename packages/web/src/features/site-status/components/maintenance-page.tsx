import { useTranslation } from 'react-i18next';
import { ContactUsButton } from '@/components/contact-us-button.tsx';
import { WrenchIcon } from '@/components/ui/icons.tsx';
import { StatusPage, StatusText } from '@/components/ui/status-page.tsx';
import { BootActor } from '@/lib/actors.ts';

const noChannels: never[] = [];

/** Site state 1 (SPEC §2 status pages): replaces the whole site while maintenance lasts. */
export const MaintenancePage = () => {
  const { t } = useTranslation();
  const channels = BootActor.useSelector(
    (snapshot) => snapshot.context.permission?.info.customerService ?? noChannels,
  );
  return (
    <main id="main" tabIndex={-1}>
      <title>{t('status.maintenanceTitle')}</title>
      <StatusPage
        fullScreen
        icon={<WrenchIcon />}
        title={t('status.maintenanceTitle')}
        actions={<ContactUsButton channels={channels} />}
      >
        <StatusText>{t('status.maintenanceNotice')}</StatusText>
      </StatusPage>
    </main>
  );
};
