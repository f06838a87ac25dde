import { useTranslation } from 'react-i18next';
import { addFeedbackStrings } from '@/lib/feedback-i18n/add-strings.ts';

/** The `feedback` namespace (added on first use) and the site's catalogue. */
export const useFeedbackText = () => {
  const { t, i18n } = useTranslation('feedback');
  addFeedbackStrings(i18n);
  const { t: tSite } = useTranslation();
  return { t, tSite };
};
