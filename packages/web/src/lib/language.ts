import type { Language } from '@his/shared/constants';
import { defaultLanguage, languageStorageKey, languages } from '@his/shared/constants';

/** BCP 47 tags for `<html lang>` and `Intl`; our codes are the platform's (CN, not zh). */
export const languageTags: Record<Language, string> = { EN: 'en', KM: 'km', CN: 'zh-Hans' };

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

// Any Chinese variant gets the CN (simplified) catalogue: it is the nearest one we ship, and
// the platform's own TW catalogue is not in the supported set.
const primaryTags: Record<string, Language> = { en: 'EN', km: 'KM', zh: 'CN' };

/** First device language (`navigator.languages`, most preferred first) we support, else EN. */
export const matchDeviceLanguage = (preferred: readonly string[]): Language => {
  for (const tag of preferred) {
    const match = primaryTags[tag.toLowerCase().split('-')[0] ?? ''];
    if (match) return match;
  }
  return defaultLanguage;
};

const readStored = (): string | null => {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    // Storage can be disabled (private modes, policies); the device language still applies.
    return null;
  }
};

/** The player's saved choice (`hisLang`) wins; on a first visit the device language decides. */
export const initialLanguage = (
  preferred: readonly string[] = navigator.languages ?? [navigator.language],
): Language => {
  const stored = readStored();
  return isLanguage(stored) ? stored : matchDeviceLanguage(preferred);
};

/** Keeps an explicit choice for the next visits. */
export const storeLanguage = (language: Language): void => {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Not fatal: the choice simply lasts for this page only.
  }
};

let current: Language = defaultLanguage;

/** The language the api client sends in its `Language` header. */
export const currentLanguage = (): Language => current;

/** Applies a language to the document and the api client. */
export const applyLanguage = (value: string): Language => {
  current = isLanguage(value) ? value : defaultLanguage;
  document.documentElement.lang = languageTags[current];
  return current;
};

export { isLanguage };
