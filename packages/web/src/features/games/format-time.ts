import { dateTimeFormat } from '@/lib/date-format.ts';
import { isInterfaceLanguage, languageTags } from '@/lib/language.ts';

/** A draw's time in the reader's conventions: `14:05`, or with the date (`5/3/26, 14:05`). */
export const formatDrawTime = (epochMs: number, language: string, withDate = false): string =>
  dateTimeFormat(languageTags[isInterfaceLanguage(language) ? language : 'EN'], {
    ...(withDate ? { dateStyle: 'short' } : {}),
    timeStyle: 'short',
    numberingSystem: 'latn',
  }).format(epochMs);
