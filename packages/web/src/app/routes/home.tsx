import { useTranslation } from 'react-i18next';
import { site } from '@/config/site.ts';
import { MarketingPitch } from '@/features/home/components/marketing-pitch.tsx';

/** `/` and its aliases (SPEC §2). */
export const Component = () => {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${site.brand} · ${t('nav.home')}`}</title>
      <MarketingPitch />
    </>
  );
};
