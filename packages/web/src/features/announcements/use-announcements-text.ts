import { useTranslation } from 'react-i18next';
import { addAnnouncementsStrings } from '@/lib/announcements-i18n/add-strings.ts';

const locales: Record<string, string> = { EN: 'en', KM: 'km', CN: 'zh-Hans' };

/**
 * The `announcements` namespace (added on first use), the language on screen (answers come in
 * it, so a change loads them again) and its dates.
 */
export const useAnnouncementsText = () => {
  const { t, i18n } = useTranslation('announcements');
  addAnnouncementsStrings(i18n);
  const language = i18n.language;
  const dates = new Intl.DateTimeFormat(locales[language] ?? 'en', { dateStyle: 'medium' });
  return { t, language, formatDate: (ms: number) => dates.format(ms) };
};
