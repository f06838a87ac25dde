import { useTranslation } from 'react-i18next';
import { site } from '@/config/site.ts';
import { VipPage } from '@/features/vip/components/vip-page.tsx';

/** `/vip` (SPEC §2): ranks, benefits and the member's progress (issue 16). */
export const Component = () => {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${site.brand} · ${t('pages.titles.vip')}`}</title>
      <VipPage />
    </>
  );
};
