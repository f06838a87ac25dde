import { useTranslation } from 'react-i18next';
import { isInterfaceLanguage, isLanguage } from '@/lib/language.ts';
import { formatInstant } from '@/lib/date-format.ts';

/** A message's text and time in the language on screen. */
export const useMessageFormats = () => {
  const { i18n } = useTranslation('memberCenter');
  const language = isLanguage(i18n.language) ? i18n.language : 'EN';
  // Content comes in the core languages; numbers and dates follow the language on screen.
  const formatLanguage = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  return {
    text: (localized: { EN: string; KM: string; CN: string }) => localized[language],
    time: (at: number) =>
      formatInstant(formatLanguage, at, { dateStyle: 'medium', timeStyle: 'short' }),
  };
};
