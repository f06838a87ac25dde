import { useTranslation } from 'react-i18next';
import { site } from '@/config/site.ts';
import { FeedbackPage } from '@/features/feedback/components/feedback-page.tsx';

/** `/feedback`: the feedback screen SPEC §2 names without a path (issue 17). */
export const Component = () => {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${site.brand} · ${t('pages.titles.feedback')}`}</title>
      <FeedbackPage />
    </>
  );
};
