import { defaultLanguage, languages } from '@his/shared/constants';
import type { Language } from '@his/shared/constants';

/**
 * The site's language a `Language` header or a `lang` query names (any case), else English
 * (UPSTREAM.md §1.2): content the platform keeps in the site's languages is answered in it.
 */
export const siteLanguageOf = (value: unknown): Language => {
  const wanted = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return languages.find((language) => language === wanted) ?? defaultLanguage;
};
