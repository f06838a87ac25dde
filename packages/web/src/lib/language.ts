import type { InterfaceLanguage, Language } from '@his/shared/constants';
import {
  defaultLanguage,
  interfaceLanguageTags,
  languageStorageKey,
  languages,
  rtlLanguages,
} from '@his/shared/constants';

/** BCP 47 tags for `<html lang>` and `Intl`; our codes are the platform's (CN, not zh). */
export const languageTags: Record<InterfaceLanguage, string> = interfaceLanguageTags;

/** One of the core languages, whose catalogues (and features' bundles) are complete. */
const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** Any language of the picker. */
export const isInterfaceLanguage = (value: unknown): value is InterfaceLanguage =>
  typeof value === 'string' && Object.hasOwn(interfaceLanguageTags, value);

/** The `Intl` locale of a language code (`i18n.language`); English for anything else. */
export const localeOf = (value: string): string =>
  isInterfaceLanguage(value) ? languageTags[value] : languageTags[defaultLanguage];

// Primary subtag → our code, from the tags themselves, plus the older or other names of a few.
const primaryTags: Record<string, InterfaceLanguage> = {
  ...Object.fromEntries(
    Object.entries(interfaceLanguageTags)
      .filter(([code]) => code !== 'TW')
      .map(([code, tag]) => [tag.split('-')[0] ?? '', code as InterfaceLanguage]),
  ),
  tl: 'PH',
  in: 'ID',
};

// Chinese: the traditional script (its tag, or the regions that write it) gets TW, any other
// variant the simplified CN.
const traditionalChinese = /^zh-(hant|tw|hk|mo)\b/;

/** First device language (`navigator.languages`, most preferred first) we offer, else EN. */
export const matchDeviceLanguage = (preferred: readonly string[]): InterfaceLanguage => {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (traditionalChinese.test(lower)) return 'TW';
    const match = primaryTags[lower.split('-')[0] ?? ''];
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
): InterfaceLanguage => {
  const stored = readStored();
  return isInterfaceLanguage(stored) ? stored : matchDeviceLanguage(preferred);
};

/** Keeps an explicit choice for the next visits. */
export const storeLanguage = (language: InterfaceLanguage): void => {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Not fatal: the choice simply lasts for this page only.
  }
};

let current: InterfaceLanguage = defaultLanguage;

/**
 * The language the api client sends in its `Language` header (and game launches in theirs):
 * a core language, English for the others. The platform's content (help items, notices, game
 * lobbies) is written in the core set; a code it may not know would cost the player the English
 * text they read everywhere else.
 */
export const currentLanguage = (): Language => (isLanguage(current) ? current : defaultLanguage);

/** Applies a language to the document (`lang`, `dir`) and the api client. */
export const applyLanguage = (value: string): InterfaceLanguage => {
  current = isInterfaceLanguage(value) ? value : defaultLanguage;
  document.documentElement.lang = languageTags[current];
  document.documentElement.dir = rtlLanguages.includes(current) ? 'rtl' : 'ltr';
  return current;
};

export { isLanguage };
