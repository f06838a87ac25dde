import { useTranslation } from 'react-i18next';
import { site } from '@/config/site.ts';
import { NoticePage } from '@/features/announcements/components/notice-page.tsx';

/** `/noticePage` (SPEC §2): announcements, 9 titles a page, and the chosen one (issue 17). */
export const Component = () => {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${site.brand} · ${t('pages.titles.noticePage')}`}</title>
      <NoticePage />
    </>
  );
};
