import type { InterfaceLanguage } from '@his/shared/constants';
import { isInterfaceLanguage, languageTags } from '@/lib/language.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (language: InterfaceLanguage, withDate: boolean): Intl.DateTimeFormat => {
  const key = `${language}:${withDate}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(languageTags[language], {
      ...(withDate ? { dateStyle: 'short' } : {}),
      timeStyle: 'short',
      numberingSystem: 'latn',
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/** A draw's time in the reader's conventions: `14:05`, or with the date (`5/3/26, 14:05`). */
export const formatDrawTime = (epochMs: number, language: string, withDate = false): string =>
  formatterOf(isInterfaceLanguage(language) ? language : 'EN', withDate).format(epochMs);
