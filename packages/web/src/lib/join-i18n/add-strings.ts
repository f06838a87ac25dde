import type { i18n as I18n } from 'i18next';
import { joinCn } from './cn.ts';
import { joinEn } from './en.ts';
import { joinKm } from './km.ts';

const bundles = { EN: joinEn, KM: joinKm, CN: joinCn };

/** Adds the `join` namespace in every language to the app's i18next (once). */
export const addJoinStrings = (i18n: I18n): void => {
  for (const [language, strings] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, 'join'))
      i18n.addResourceBundle(language, 'join', strings);
  }
};
