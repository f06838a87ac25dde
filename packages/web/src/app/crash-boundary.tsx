import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { StatusPage, StatusText } from '@/components/ui/status-page.tsx';

const CrashPage = () => {
  const { t } = useTranslation();
  return (
    <main id="main" tabIndex={-1}>
      <StatusPage
        fullScreen
        title={t('pages.errorTitle')}
        actions={
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('pages.reload')}
          </Button>
        }
      >
        <StatusText>{t('pages.errorNotice')}</StatusText>
      </StatusPage>
    </main>
  );
};

/** The outermost boundary: whatever escapes every other one ends here, with a reload. */
export const CrashBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary fallback={() => <CrashPage />}>{children}</ErrorBoundary>
);
