import { useTranslation } from 'react-i18next';
import { site } from '@/config/site.ts';
import { JoinPage } from '@/features/join/components/join-page.tsx';

/** `/join` (SPEC §2): the agent programme and its application form (issue 17). */
export const Component = () => {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${site.brand} · ${t('pages.titles.join')}`}</title>
      <JoinPage />
    </>
  );
};
