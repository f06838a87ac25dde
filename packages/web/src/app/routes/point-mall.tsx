import { useTranslation } from 'react-i18next';
import { site } from '@/config/site.ts';
import { PointMallPage } from '@/features/points/components/point-mall-page.tsx';

/** `/pointMall` (SPEC §2): the points mall (issue 16). */
export const Component = () => {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${site.brand} · ${t('pages.titles.pointMall')}`}</title>
      <PointMallPage />
    </>
  );
};
