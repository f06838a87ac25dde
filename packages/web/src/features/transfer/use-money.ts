import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@/lib/format-money.ts';
import { isInterfaceLanguage } from '@/lib/language.ts';
import { formatInstant } from '@/lib/date-format.ts';

/** Money and moments in the language on screen. */
export const useMoney = () => {
  const { i18n } = useTranslation('memberCenter');
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  return {
    money: (amount: string) => formatDecimal(amount, language),
    moment: (at: number) =>
      formatInstant(language, at, { dateStyle: 'short', timeStyle: 'medium' }),
  };
};
