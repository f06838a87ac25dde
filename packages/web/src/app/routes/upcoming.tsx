import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button.tsx';
import { StatusPage, StatusText } from '@/components/ui/status-page.tsx';
import { site } from '@/config/site.ts';
import { isPageHandle } from './page-key.ts';

/**
 * Every SPEC §2 page whose content arrives in a later release: it says so, in the reader's
 * language, instead of showing made-up content, and is never a dead end: home and the contact
 * page are one press away.
 */
export const Component = () => {
  const { t } = useTranslation();
  const handle = useMatches().findLast((match) => isPageHandle(match.handle))?.handle;
  const title = isPageHandle(handle) ? t(`pages.titles.${handle.page}`) : t('pages.errorTitle');
  return (
    <>
      <title>{`${site.brand} · ${title}`}</title>
      <StatusPage
        title={title}
        actions={
          <>
            <Link className={buttonClass('secondary')} to="/">
              {t('pages.backHome')}
            </Link>
            <Link className={buttonClass('ghost')} to="/helpmc#contact-us">
              {t('status.contactUs')}
            </Link>
          </>
        }
      >
        <StatusText>{t('pages.upcoming', { page: title })}</StatusText>
        <StatusText>{t('pages.upcomingDetail')}</StatusText>
      </StatusPage>
    </>
  );
};
