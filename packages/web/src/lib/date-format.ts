import { localeOf } from './language.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.DateTimeFormat` per locale and options, made when first asked for: building one
 * costs far more than formatting with it (a page's first also loads ICU's data, 40–70 ms in
 * Chromium), so a component asks for it when it writes a date, not on every render.
 */
export const dateTimeFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
};

/**
 * An instant (epoch ms) written in one of the picker's languages (any other code writes it as
 * the default language does), through the formatter kept for that language and options: a
 * table of records writes every row's date with one formatter, where `toLocaleString` would
 * build one per row.
 */
export const formatInstant = (
  language: string,
  at: number,
  options: Intl.DateTimeFormatOptions,
): string => dateTimeFormat(localeOf(language), options).format(at);
