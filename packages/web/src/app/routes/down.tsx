import { useTranslation } from 'react-i18next';
import { site } from '@/config/site.ts';
import { AppDownloadPage } from '@/features/app-download/components/app-download-page.tsx';

/** `/down` (SPEC §2): the installable app, its install button and the install guides. */
export const Component = () => {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${site.brand} · ${t('pages.titles.down')}`}</title>
      <AppDownloadPage />
    </>
  );
};
