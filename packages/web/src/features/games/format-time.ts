import { formatInstant } from '@/lib/date-format.ts';

/** A draw's time in the reader's conventions: `14:05`, or with the date (`5/3/26, 14:05`). */
export const formatDrawTime = (epochMs: number, language: string, withDate = false): string =>
  formatInstant(language, epochMs, {
    ...(withDate ? { dateStyle: 'short' } : {}),
    timeStyle: 'short',
    numberingSystem: 'latn',
  });
