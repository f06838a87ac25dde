import type { InterfaceLanguage, Language } from '@his/shared/constants';
import { languageTags } from './language.ts';

/** Each language's separators, as `Intl.NumberFormat` writes them with Latin digits. */
const separators: Record<Language, { group: string; decimal: string }> = {
  EN: { group: ',', decimal: '.' },
  KM: { group: ',', decimal: '.' },
  CN: { group: ',', decimal: '.' },
};

const isCore = (language: InterfaceLanguage): language is Language =>
  Object.hasOwn(separators, language);

// The other languages (Hindi groups in lakhs, Spanish leaves 1000 ungrouped, Persian writes its
// own minus…) get Intl itself, one formatter each, made on first use: their readers pay the
// ICU start-up the core languages avoid.
const intlFormats = new Map<
  InterfaceLanguage,
  { money: Intl.NumberFormat; exact: Intl.NumberFormat }
>();
const intlOf = (language: InterfaceLanguage) => {
  let formats = intlFormats.get(language);
  if (!formats) {
    const options = { minimumFractionDigits: 2, numberingSystem: 'latn' } as const;
    formats = {
      money: new Intl.NumberFormat(languageTags[language], {
        ...options,
        maximumFractionDigits: 2,
      }),
      exact: new Intl.NumberFormat(languageTags[language], {
        ...options,
        maximumFractionDigits: 20,
      }),
    };
    intlFormats.set(language, formats);
  }
  return formats;
};

/**
 * Money with two decimals in the reader's conventions: `10,000.00` in English. The same text as
 * `Intl.NumberFormat` (Latin digits, two decimals, half away from zero; format-money.test.ts
 * holds every language to it), written out because a page's first Intl formatter costs 40–70 ms
 * in Chromium while ICU loads its data, and on the home page that lands in the first render.
 */
export const formatMoney = (amount: number, language: InterfaceLanguage): string => {
  if (!isCore(language)) return intlOf(language).money.format(amount);
  const { group, decimal } = separators[language];
  // Intl rounds the number as it is written (1.005 → 1.01), not its binary value (1.00499…):
  // 15 significant digits take the binary noise out of the hundredfold before rounding.
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${amount < 0 ? '-' : ''}${whole}${decimal}${fraction}`;
};

/**
 * A decimal string the platform answered (`"-1234.50"`) in the reader's conventions
 * (`-1,234.50`), digit for digit: an amount that never was a float is not made one to show it.
 */
export const formatDecimal = (amount: string, language: InterfaceLanguage): string => {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) return amount;
  // Intl takes the decimal string as it is written: no float on the way.
  if (!isCore(language)) return intlOf(language).exact.format(amount as `${number}`);
  const { group, decimal } = separators[language];
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return `${sign}${grouped}${decimal}${fraction.padEnd(2, '0')}`;
};
