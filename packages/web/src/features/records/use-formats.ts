import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@/lib/format-money.ts';
import { isInterfaceLanguage } from '@/lib/language.ts';
import { formatInstant } from '@/lib/date-format.ts';

// UTC+7 without daylight saving: the zone of the platform's days.
const platformTimeZone = 'Asia/Phnom_Penh';

/** The reader's money, time, days and category names, in the language on screen. */
export const useFormats = () => {
  const { t, i18n } = useTranslation('memberCenter');
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  const categories: Record<string, string> = t('records.categories', { returnObjects: true });
  return {
    money: (amount: string) => formatDecimal(amount, language),
    time: (at: number) => formatInstant(language, at, { dateStyle: 'short', timeStyle: 'short' }),
    /** The platform's day (UTC+7, the day records and settlements are counted in) of an instant. */
    day: (at: number) =>
      formatInstant(language, at, { dateStyle: 'short', timeZone: platformTimeZone }),
    category: (code: string) => categories[code] ?? code,
  };
};
