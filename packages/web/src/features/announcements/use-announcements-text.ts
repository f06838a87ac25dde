import { useTranslation } from 'react-i18next';
import { addAnnouncementsStrings } from '@/lib/announcements-i18n/add-strings.ts';
import { dateTimeFormat } from '@/lib/date-format.ts';

const locales: Record<string, string> = { EN: 'en', KM: 'km', CN: 'zh-Hans' };

/**
 * The `announcements` namespace (added on first use), the language on screen (answers come in
 * it, so a change loads them again) and its dates (the formatter made when a date is written:
 * the banners write none).
 */
export const useAnnouncementsText = () => {
  const { t, i18n } = useTranslation('announcements');
  addAnnouncementsStrings(i18n);
  const language = i18n.language;
  const formatDate = (ms: number) =>
    dateTimeFormat(locales[language] ?? 'en', { dateStyle: 'medium' }).format(ms);
  return { t, language, formatDate };
};
