import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@/lib/format-money.ts';
import { isLanguage, languageTags } from '@/lib/language.ts';

/** The reader's money, time and category names, in the language on screen. */
export const useFormats = () => {
  const { t, i18n } = useTranslation('memberCenter');
  const language = isLanguage(i18n.language) ? i18n.language : 'EN';
  const categories: Record<string, string> = t('records.categories', { returnObjects: true });
  return {
    money: (amount: string) => formatDecimal(amount, language),
    time: (at: number) =>
      new Date(at).toLocaleString(languageTags[language], {
        dateStyle: 'short',
        timeStyle: 'short',
      }),
    category: (code: string) => categories[code] ?? code,
  };
};
