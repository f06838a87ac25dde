import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { StatusPage } from '@/components/ui/status-page.tsx';
import type { ErrorKey } from '@/lib/i18n.ts';
import { ChunkTimeoutError } from '@/lib/lazy-route.ts';

// Browsers word a chunk that failed to download differently; all of them are network trouble.
const chunkFailure =
  /dynamically imported module|importing a module script failed|failed to fetch/i;

const reasonOf = (error: unknown): ErrorKey | null => {
  if (error instanceof ChunkTimeoutError) return 'errors.page.timeout';
  if (error instanceof TypeError && chunkFailure.test(error.message)) return 'errors.network.error';
  return null;
};

/**
 * A route that failed (its chunk did not arrive in 120 s, the download failed, or the page
 * threw) shows this inside the layout, with a retry that loads the page afresh.
 */
export const RouteErrorPage = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  const reason = reasonOf(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <StatusPage
      title={notFound ? t('pages.notFoundTitle') : t('pages.errorTitle')}
      actions={
        <>
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('status.retry')}
          </Button>
          <Link className={buttonClass('secondary')} to="/">
            {t('pages.backHome')}
          </Link>
        </>
      }
    >
      <p role="alert">{reason ? t(reason) : t('pages.errorNotice')}</p>
    </StatusPage>
  );
};
