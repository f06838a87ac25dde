import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button.tsx';
import { StatusPage, StatusText } from '@/components/ui/status-page.tsx';
import { site } from '@/config/site.ts';

/** Any path SPEC §2 does not name. */
export const Component = () => {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${site.brand} · ${t('pages.notFoundTitle')}`}</title>
      <StatusPage
        icon="404"
        title={t('pages.notFoundTitle')}
        actions={
          <Link className={buttonClass('primary')} to="/">
            {t('pages.backHome')}
          </Link>
        }
      >
        <StatusText>{t('pages.notFoundNotice')}</StatusText>
      </StatusPage>
    </>
  );
};
