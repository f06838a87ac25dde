import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isInterfaceLanguage, isLanguage } from '@/lib/language.ts';
import { formatDecimal } from '@/lib/format-money.ts';
import { addPromotionsStrings } from '@/lib/promotions-i18n/add-strings.ts';
import { formatInstant } from '@/lib/date-format.ts';

interface Localized {
  EN: string;
  KM: string;
  CN: string;
}

/**
 * The promotions' strings (added once) with the reader's language: `pick` chooses a text the
 * platform sent in every language, `money` and `day` write amounts (from their digits) and dates.
 */
export const usePromotionText = () => {
  const { t, i18n } = useTranslation('promotions');
  useState(() => addPromotionsStrings(i18n));
  const language = isLanguage(i18n.language) ? i18n.language : 'EN';
  // Content comes in the core languages; numbers and dates follow the language on screen.
  const formatLanguage = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  return {
    t,
    pick: (text: Localized) => text[language],
    money: (amount: string) => formatDecimal(amount, formatLanguage),
    day: (epochMs: number) =>
      formatInstant(formatLanguage, epochMs, { dateStyle: 'medium', numberingSystem: 'latn' }),
  };
};
