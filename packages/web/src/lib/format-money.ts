import type { Language } from '@his/shared/constants';
import { languageTags } from './language.ts';

const formatters = new Map<Language, Intl.NumberFormat>();

/** Money with two decimals in the reader's conventions: `10,000.00` in English. */
export const formatMoney = (amount: number, language: Language): string => {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(languageTags[language], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      numberingSystem: 'latn',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(amount);
};
