import type { i18n as I18n } from 'i18next';
import { chatCn } from './cn.ts';
import { chatEn } from './en.ts';
import { chatKm } from './km.ts';

const bundles = { EN: chatEn, KM: chatKm, CN: chatCn };

/** Adds the `chat` namespace in every language to the app's i18next (once). */
export const addChatStrings = (i18n: I18n): void => {
  for (const [language, strings] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, 'chat'))
      i18n.addResourceBundle(language, 'chat', strings);
  }
};
