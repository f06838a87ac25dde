import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { StatusPage, StatusText } from '@/components/ui/status-page.tsx';
import { BootActor } from '@/lib/actors.ts';
import { errorKey } from '@/lib/i18n.ts';

/** The permission call failed: nothing can be shown without it, so offer a retry. */
export const BootFailedPage = () => {
  const { t } = useTranslation();
  const boot = BootActor.useActorRef();
  const error = BootActor.useSelector((snapshot) => snapshot.context.error);
  return (
    <main id="main" tabIndex={-1}>
      <title>{t('status.bootFailedTitle')}</title>
      <StatusPage
        fullScreen
        title={t('status.bootFailedTitle')}
        actions={
          <Button variant="primary" onClick={() => boot.send({ type: 'boot.retry' })}>
            {t('status.retry')}
          </Button>
        }
      >
        {error && <StatusText>{t(errorKey(error))}</StatusText>}
        <StatusText>{t('status.bootFailedNotice')}</StatusText>
      </StatusPage>
    </main>
  );
};
