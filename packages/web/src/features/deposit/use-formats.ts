import { useTranslation } from 'react-i18next';
import { isInterfaceLanguage } from '@/lib/language.ts';
import { formatDecimal } from '@/lib/format-money.ts';
import { formatInstant } from '@/lib/date-format.ts';

/** The reader's money and time formats, in the language on screen. */
export const useFormats = () => {
  const { i18n } = useTranslation();
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  return {
    money: (amount: string) => formatDecimal(amount, language),
    time: (at: number) => formatInstant(language, at, { dateStyle: 'medium', timeStyle: 'short' }),
  };
};
