import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { InterfaceLanguage, Language } from '@his/shared/constants';
import { defaultLanguage, interfaceLanguageTags } from '@his/shared/constants';
import type { Catalogue, en } from '@his/shared/i18n/en';
import { applyLanguage, isLanguage, storeLanguage } from './language.ts';
import { catalogueLanguageOf, loadCatalogue, loadPartialCatalogue } from './load-catalogue.ts';

type PartialCatalogue = Awaited<ReturnType<typeof loadPartialCatalogue>>;

// The catalogue whose keys `messageKey` and `errorKey` know (every catalogue has the same keys).
let keySource: Catalogue | undefined;

/**
 * One i18next instance per app start (tests create their own), holding the catalogues given:
 * the app gives the player's language, loaded before the first render so no key ever shows. A
 * language beyond the core three comes with English and its few own strings (`partial`).
 */
export const createI18n = (
  language: InterfaceLanguage,
  catalogues: Partial<Record<Language, Catalogue>>,
  partial?: PartialCatalogue,
): I18n => {
  const instance = i18next.createInstance();
  instance.on('languageChanged', applyLanguage);
  const resources = Object.fromEntries([
    ...Object.entries(catalogues).flatMap(([code, catalogue]) =>
      catalogue ? [[code, { translation: catalogue }]] : [],
    ),
    ...(partial ? [[language, { translation: partial }]] : []),
  ]);
  keySource ??= catalogues[catalogueLanguageOf(language)] ?? Object.values(catalogues)[0];
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: Object.keys(interfaceLanguageTags),
    resources,
    initAsync: false,
    // React escapes output already.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguage(language);
  return instance;
};

/**
 * The app's instance: the player's language, its catalogue (`loading`, started by early-boot.ts
 * with the boot's calls) in first. A catalogue that does not arrive leaves the page in English
 * rather than blank.
 */
export const startI18n = async (
  language: InterfaceLanguage,
  loading: Promise<Catalogue> = loadCatalogue(language),
): Promise<I18n> => {
  try {
    if (isLanguage(language)) return createI18n(language, { [language]: await loading });
    const [catalogue, partial] = await Promise.all([loading, loadPartialCatalogue(language)]);
    return createI18n(language, { [defaultLanguage]: catalogue }, partial);
  } catch {
    const english = await loadCatalogue(defaultLanguage).catch(() => undefined);
    return createI18n(defaultLanguage, { [defaultLanguage]: english });
  }
};

// The last language asked for: a slower download of an earlier choice must not win.
const chosen = new WeakMap<I18n, InterfaceLanguage>();

/**
 * Switches language on a player's choice and keeps it in `hisLang`; the page changes once the
 * language's catalogue (English for one beyond the core three, with its few own strings) is
 * there.
 */
export const chooseLanguage = async (
  instance: I18n,
  language: InterfaceLanguage,
): Promise<void> => {
  storeLanguage(language);
  chosen.set(instance, language);
  const complete = catalogueLanguageOf(language);
  await Promise.all([
    instance.hasResourceBundle(complete, 'translation')
      ? undefined
      : loadCatalogue(complete).then((catalogue) => {
          instance.addResourceBundle(complete, 'translation', catalogue);
        }),
    complete === language || instance.hasResourceBundle(language, 'translation')
      ? undefined
      : loadPartialCatalogue(language).then((partial) => {
          instance.addResourceBundle(language, 'translation', partial);
        }),
  ]);
  if (chosen.get(instance) === language) await instance.changeLanguage(language);
};

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the catalogue (`nav.home`, `errors.login.failed` ...). */
export type MessageKey = Leaves<typeof en>;

const leavesOf = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`]
      : typeof value === 'object' && value !== null
        ? leavesOf(value, `${prefix}${key}.`)
        : [],
  );

// Listed on first use, not when the module loads: walking the catalogue took 18 ms of the
// first screen's script on a desktop, and no first screen asks.
let messageKeys: Set<string> | undefined;

/** Whether a key that arrived as data (a machine's field error, say) is in the catalogue. */
const isMessageKey = (key: string): key is MessageKey =>
  (messageKeys ??= keySource ? new Set<string>(leavesOf(keySource)) : undefined)?.has(key) === true;

export type ErrorKey = Extract<MessageKey, `errors.${string}`>;

const isErrorKey = (key: string): key is ErrorKey => key.startsWith('errors.') && isMessageKey(key);

/**
 * The catalogue key for an error code. A code we have no text for reads as a system error:
 * server text is never shown to a player.
 */
export const errorKey = (code: string): ErrorKey => {
  const key = `errors.${code}`;
  return isErrorKey(key) ? key : 'errors.internal.error';
};

/** A key that arrived as data, or the system-error text when it is not in the catalogue. */
export const messageKey = (key: string): MessageKey =>
  isMessageKey(key) ? key : 'errors.internal.error';
