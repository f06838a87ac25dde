import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button.tsx';
import { StatusPage, StatusText } from '@/components/ui/status-page.tsx';
import { site } from '@/config/site.ts';

/**
 * `/helpmc`: the help center without the header (SPEC §2). Its articles and the `#tag` anchor
 * that selects one arrive with the help-center release.
 */
export const Component = () => {
  const { t } = useTranslation();
  const title = t('pages.titles.helpmc');
  return (
    <>
      <title>{`${site.brand} · ${title}`}</title>
      <StatusPage
        title={title}
        actions={
          <Link className={buttonClass('secondary')} to="/">
            {t('pages.backHome')}
          </Link>
        }
      >
        <StatusText>{t('pages.upcoming', { page: title })}</StatusText>
        <StatusText>{t('pages.upcomingDetail')}</StatusText>
      </StatusPage>
    </>
  );
};
