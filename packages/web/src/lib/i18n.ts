import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@his/shared/constants';
import { defaultLanguage } from '@his/shared/constants';
import { en } from '@his/shared/i18n/en';
import { km } from '@his/shared/i18n/km';
import { cn } from '@his/shared/i18n/cn';
import { applyLanguage, storeLanguage } from './language.ts';

/**
 * One i18next instance per app start (tests create their own). All three core catalogues are
 * bundled: together they weigh less than a round trip would cost on a slow mobile network.
 */
export const createI18n = (language: Language): I18n => {
  const instance = i18next.createInstance();
  instance.on('languageChanged', applyLanguage);
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: ['EN', 'KM', 'CN'],
    resources: { EN: { translation: en }, KM: { translation: km }, CN: { translation: cn } },
    initAsync: false,
    // React escapes output already.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguage(language);
  return instance;
};

/** Switches language on a player's choice and keeps it in `hisLang`. */
export const chooseLanguage = async (instance: I18n, language: Language): Promise<void> => {
  storeLanguage(language);
  await instance.changeLanguage(language);
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

const messageKeys = new Set<string>(leavesOf(en));

/** Whether a key that arrived as data (a machine's field error, say) is in the catalogue. */
const isMessageKey = (key: string): key is MessageKey => messageKeys.has(key);

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
