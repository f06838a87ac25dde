import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@/lib/format-money.ts';
import { isInterfaceLanguage, isLanguage } from '@/lib/language.ts';
import { addPointsStrings } from '@/lib/points-i18n/add-strings.ts';
import { formatInstant } from '@/lib/date-format.ts';

/** The `points` namespace (added on first use), and points, money and times in its language. */
export const usePointsText = () => {
  const { t, i18n } = useTranslation('points');
  addPointsStrings(i18n);
  const language = isLanguage(i18n.language) ? i18n.language : 'EN';
  // Content comes in the core languages; numbers and dates follow the language on screen.
  const formatLanguage = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  return {
    t,
    language,
    /** Points and money are both decimal strings with two decimals. */
    amount: (value: string) => formatDecimal(value, formatLanguage),
    moment: (at: number) =>
      formatInstant(formatLanguage, at, { dateStyle: 'short', timeStyle: 'short' }),
  };
};

/** A decimal string with at most two decimals as hundredths, never through a float. */
export const hundredthsOf = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

/** Hundredths as a decimal string with two decimals. */
export const decimalOf = (hundredths: bigint): string =>
  `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
